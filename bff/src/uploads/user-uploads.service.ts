import { Inject, Injectable } from '@nestjs/common';
import { type Logger } from 'pino';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { type ObjectStorage, OBJECT_STORAGE } from './object-storage';
import { UPLOADS_LOGGER } from './uploads.providers';

/** A user's uploads as a whole: for account deletion. */
@Injectable()
export class UserUploadsService {
  constructor(
    @Inject(AccountsUploadsApi) private readonly uploads: AccountsUploadsApi,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOADS_LOGGER) private readonly logger: Logger,
  ) {}

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
