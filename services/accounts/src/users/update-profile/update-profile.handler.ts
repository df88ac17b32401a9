import { Injectable } from '@nestjs/common';
import { type AuthUser, type ProfileUpdate } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { EmailAlreadyRegistered, UserNotFound } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

/** Name, e-mail and company; a changed e-mail must still be unique (case-insensitive). */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
  ) {}

  execute(userId: string, input: ProfileUpdate): Promise<AuthUser> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.users.findById(tx, userId);
      if (!user) throw new UserNotFound();
      if (await this.users.isEmailTaken(tx, input.email, userId)) throw new EmailAlreadyRegistered();
      const saved = await this.users.updateProfile(tx, user, input);
      tx.emit('user.updated', { userId, email: saved.email, firstName: saved.firstName, lastName: saved.lastName, companyName: saved.companyName });
      return toAuthUser(saved);
    });
  }
}
