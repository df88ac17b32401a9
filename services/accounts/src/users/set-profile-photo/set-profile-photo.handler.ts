import { Injectable } from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { OwnUploadCheck } from '../own-upload.check';
import { UserNotFound } from '../user.errors';
import { UserRepository } from '../user.repository';

/** The profile photo: one of the user's own uploads of at most 5 MB, or none. */
@Injectable()
export class SetProfilePhotoHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly ownUpload: OwnUploadCheck,
  ) {}

  set(userId: string, profileImageUrl: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      await this.ownUpload.assert(tx, userId, profileImageUrl, PHOTO_MAX_BYTES);
      if (!(await this.users.setProfileImage(tx, userId, profileImageUrl))) throw new UserNotFound();
    });
  }

  remove(userId: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await this.users.setProfileImage(tx, userId, null))) throw new UserNotFound();
    });
  }
}
