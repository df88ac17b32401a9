import { Injectable } from '@nestjs/common';
import { type AuthUser, type ProfileUpdate } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { EmailVerificationHandler } from '../email-verification/email-verification.handler';
import { EmailAlreadyRegistered, UserNotFound } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';
import { isNewAddress } from './address-change';

/**
 * Name, e-mail and company; a changed e-mail must still be unique (case-insensitive). A new
 * address is unconfirmed until its owner opens the link mailed to it (a confirmation of the old
 * one says nothing about the new), and a confirmation link mailed to the old one stops working.
 */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly verification: EmailVerificationHandler,
  ) {}

  execute(userId: string, input: ProfileUpdate): Promise<AuthUser> {
    return this.unitOfWork.run(async (tx) => {
      // Locked, so a link to the old address opened meanwhile confirms the old address before
      // the change or nothing after it (email-verification takes the same lock first).
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      if (await this.users.isEmailTaken(tx, input.email, userId)) throw new EmailAlreadyRegistered();
      const newAddress = isNewAddress(user.email, input.email);
      const saved = await this.users.updateProfile(tx, user, input, newAddress ? false : user.emailVerified);
      tx.emit('user.updated', { userId, email: saved.email, firstName: saved.firstName, lastName: saved.lastName, companyName: saved.companyName });
      if (newAddress) await this.verification.requestWithin(tx, saved);
      return toAuthUser(saved);
    });
  }
}
