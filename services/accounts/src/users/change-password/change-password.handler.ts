import { Injectable } from '@nestjs/common';
import { type ChangePassword } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PasswordHasher } from '../password-hasher';
import { CurrentPasswordWrong, UserNotFound } from '../user.errors';
import { addressStateOf } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * Changes the password after checking the current one (no transaction is held while hashing), and
 * announces it: for the mail, and for the BFFs, which end every session begun under an older
 * credentials version. Answers the new version.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(userId: string, input: ChangePassword): Promise<number> {
    const user = await this.users.findByIdWithHash(this.unitOfWork.db, userId);
    if (!user) throw new UserNotFound();
    if (!(await this.hasher.verifyCurrent(input.currentPassword, user.passwordHash))) throw new CurrentPasswordWrong();
    const passwordHash = await this.hasher.hash(input.newPassword);
    return this.unitOfWork.run(async (tx) => {
      const credentialsVersion = await this.users.setPasswordHash(tx, userId, passwordHash);
      tx.emit('user.password-changed', { userId, email: user.email, firstName: user.firstName, at: new Date().toISOString(), via: 'settings', credentialsVersion, ...addressStateOf(user) });
      return credentialsVersion;
    });
  }
}
