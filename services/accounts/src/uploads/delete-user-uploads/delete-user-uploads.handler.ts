import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/** Deletes every upload row of a user and returns their ids, so the caller can delete the files. */
@Injectable()
export class DeleteUserUploadsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
  ) {}

  async execute(userId: string): Promise<string[]> {
    if (!isUuid(userId)) return [];
    return this.unitOfWork.run((tx) => this.uploads.deleteByUser(tx, userId));
  }
}
