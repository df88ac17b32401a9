import { Injectable } from '@nestjs/common';
import { type UploadRecord } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { toUploadRecord } from '../upload.mapper';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/** Every upload of the user, pending ones included (their status says so), oldest first. */
@Injectable()
export class ListUserUploadsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
  ) {}

  async execute(userId: string): Promise<UploadRecord[]> {
    if (!isUuid(userId)) return [];
    return (await this.uploads.listByUser(this.unitOfWork.db, userId)).map(toUploadRecord);
  }
}
