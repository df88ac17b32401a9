import { Injectable } from '@nestjs/common';
import { type UploadRecord } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { UploadLargerThanLimit, UploadNotFound } from '../upload.errors';
import { toUploadRecord } from '../upload.mapper';
import { UploadRepository } from '../upload.repository';
import { findUsableUpload } from '../usable-upload';

/**
 * The user's own completed upload of at most `maxBytes`. Someone else's, an unknown or an
 * unfinished upload is not found alike; a larger one is refused as such.
 */
@Injectable()
export class GetOwnedUploadHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
  ) {}

  async execute(userId: string, id: string, maxBytes: number): Promise<UploadRecord> {
    const result = await findUsableUpload(this.uploads, this.unitOfWork.db, { userId, id, maxBytes });
    if (result.usability === 'usable') return toUploadRecord(result.upload);
    if (result.usability === 'too-large') throw new UploadLargerThanLimit(maxBytes);
    throw new UploadNotFound();
  }
}
