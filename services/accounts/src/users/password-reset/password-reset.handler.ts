import { Injectable } from '@nestjs/common';
import { PASSWORD_RESET_VALID_MINUTES } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AccountLinks } from '../account-links/account-links';
import { PasswordHasher } from '../password-hasher';
import { UserRepository } from '../user.repository';

/**
 * 'Forgot password?': `request` issues a 30-minute single-use link and asks for the mail
 * (`password-reset.requested`) when an active account has the address, and does nothing otherwise
 * (the caller answers the same either way); `reset` sets the new password with a link once and
 * announces it (`user.password-changed` via the reset link), answering whose account it was so the
 * BFF can end every session of that user at once; the event ends them too if the BFF fails first.
 */
@Injectable()
export class PasswordResetHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly links: AccountLinks,
    private readonly hasher: PasswordHasher,
  ) {}

  async request(email: string): Promise<void> {
    const user = await this.users.findByEmailWithHash(this.unitOfWork.db, email);
    if (!user || !user.isActive) return;
    await this.unitOfWork.run(async (tx) => {
      const token = await this.links.issue(tx, user.id, 'password-reset', PASSWORD_RESET_VALID_MINUTES * 60_000);
      tx.emit('password-reset.requested', { userId: user.id, email: user.email, firstName: user.firstName, token, validFor: PASSWORD_RESET_VALID_MINUTES });
    });
  }

  async reset(token: string, newPassword: string): Promise<{ userId: string }> {
    // Checked before the slow hash, so a bad link costs nothing; checked again when used up.
    await this.links.check('password-reset', token);
    const passwordHash = await this.hasher.hash(newPassword);
    return this.unitOfWork.run(async (tx) => {
      const link = await this.links.useUp(tx, 'password-reset', token);
      const user = await this.users.findById(tx, link.userId);
      const credentialsVersion = await this.users.setPasswordHash(tx, link.userId, passwordHash);
      if (user) tx.emit('user.password-changed', { userId: user.id, email: user.email, firstName: user.firstName, at: new Date().toISOString(), via: 'reset-link', credentialsVersion });
      return { userId: link.userId };
    });
  }
}
