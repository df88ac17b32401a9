import { Inject, Injectable } from '@nestjs/common';
import { type StoredImageType, type UploadPurpose } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { type ObjectStorage, OBJECT_STORAGE } from './object-storage';
import { UPLOADS_LOGGER } from './uploads.providers';

/** A finished upload as a user's data export lists it. */
export interface UserUpload {
  id: string;
  path: string;
  purpose: UploadPurpose;
  contentType: StoredImageType;
  sizeBytes: number;
  createdAt: string;
}

/** A user's uploads as a whole: for the data export and for account deletion. */
@Injectable()
export class UserUploadsService {
  constructor(
    @Inject(AccountsUploadsApi) private readonly uploads: AccountsUploadsApi,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOADS_LOGGER) private readonly logger: Logger,
  ) {}

  /** The user's completed uploads, oldest first (open addresses are not data). */
  async listUserUploads(userId: string): Promise<UserUpload[]> {
    const records = await this.uploads.list(userId);
    return records.flatMap((record) =>
      record.status === 'complete' && record.contentType && record.sizeBytes !== null
        ? [{ id: record.id, path: `/objects/uploads/${record.id}`, purpose: record.purpose, contentType: record.contentType, sizeBytes: record.sizeBytes, createdAt: record.completedAt ?? record.createdAt }]
        : [],
    );
  }

  /**
   * Deletes the metadata first (the files stop being served at once), then the files. A file that
   * cannot be deleted is logged and left behind unreachable, never a reason to fail the deletion.
   * Answers the ids that were deleted.
   */
  async deleteUserUploads(userId: string): Promise<string[]> {
    const ids = await this.uploads.deleteAll(userId);
    for (const id of ids) {
      await this.storage.delete(id).catch((error: unknown) => this.logger.error({ err: error, uploadId: id, userId }, 'could not delete an uploaded file'));
    }
    return ids;
  }
}
