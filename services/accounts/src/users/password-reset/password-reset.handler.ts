import { Injectable } from '@nestjs/common';
import { PASSWORD_RESET_VALID_MINUTES } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AccountLinks } from '../account-links/account-links';
import { EmailVerificationHandler } from '../email-verification/email-verification.handler';
import { PasswordHasher } from '../password-hasher';
import { UserNotFound } from '../user.errors';
import { addressStateOf } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * 'Forgot password?': `request` issues a 30-minute single-use link and asks for the mail
 * (`password-reset.requested`) when an active account has the address, and does nothing otherwise
 * (the caller answers the same either way); `reset` sets the new password with a link once and
 * announces it (`user.password-changed` via the reset link), answering whose account it was so the
 * BFF can end every session of that user at once; the event ends them too if the BFF fails first.
 *
 * An account whose address was never confirmed is not locked out of recovery: its reset mail is
 * itself a confirmation (`confirmsAddress`: it names nobody and says that the link confirms the
 * address too), and using the link confirms the address, since it proves the mailbox it was
 * mailed to. A link works only while the account has the address it was mailed to.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly links: AccountLinks,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerificationHandler,
  ) {}

  async request(email: string): Promise<void> {
    const user = await this.users.findByEmailWithHash(this.unitOfWork.db, email);
    if (!user || !user.isActive) return;
    await this.unitOfWork.run(async (tx) => {
      const token = await this.links.issue(tx, user, 'password-reset', PASSWORD_RESET_VALID_MINUTES * 60_000);
      // The state as read with the account (dated by its last change): recorded before the mail is
      // judged, so a reset asked right after confirming is not taken for one to an unconfirmed address.
      const mail = { userId: user.id, email: user.email, token, validFor: PASSWORD_RESET_VALID_MINUTES, ...addressStateOf(user) };
      tx.emit('password-reset.requested', user.emailVerified ? { ...mail, firstName: user.firstName } : { ...mail, confirmsAddress: true });
    });
  }

  async reset(token: string, newPassword: string): Promise<{ userId: string }> {
    // Checked before the slow hash, so a bad link costs nothing; checked again when used up.
    const { userId } = await this.links.check('password-reset', token);
    const passwordHash = await this.hasher.hash(newPassword);
    return this.unitOfWork.run(async (tx) => {
      // The user's lock first, as a change of address takes it: the link is then checked against
      // the address the account has at this moment.
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      await this.links.useUp(tx, 'password-reset', token);
      const credentialsVersion = await this.users.setPasswordHash(tx, user.id, passwordHash);
      await this.verification.confirmWithin(tx, user);
      tx.emit('user.password-changed', { userId: user.id, email: user.email, firstName: user.firstName, at: new Date().toISOString(), via: 'reset-link', credentialsVersion, ...(await this.users.addressState(tx, user.id)) });
      return { userId: user.id };
    });
  }
}
