import { Injectable } from '@nestjs/common';
import { type UploadRecord } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { UploadNotFound } from '../upload.errors';
import { toUploadRecord } from '../upload.mapper';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/** A completed upload's metadata, for serving the file; anything else is not found. */
@Injectable()
export class GetUploadHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
  ) {}

  async execute(id: string): Promise<UploadRecord> {
    const upload = isUuid(id) ? await this.uploads.findById(this.unitOfWork.db, id) : null;
    if (upload?.status !== 'complete') throw new UploadNotFound();
    return toUploadRecord(upload);
  }
}
