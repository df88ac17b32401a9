import { Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION_VALID_HOURS } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { AccountLinks } from '../account-links/account-links';
import { EmailAlreadyVerified, UserNotFound } from '../user.errors';
import { UserRepository } from '../user.repository';

/**
 * Confirming an e-mail address: a link is asked for at sign-up (in the sign-up's transaction), on
 * a change of address and again from settings (`resend`); opening it (`verify`) sets
 * `emailVerified`, once. `resend` and `verify` lock the user's row before their link, as a change
 * of address does: a link mailed to the old address then never confirms the new one, and the two
 * never wait for each other's locks.
 */
@Injectable()
export class EmailVerificationHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly links: AccountLinks,
  ) {}

  /** Issues a link and asks for the mail, in the caller's transaction. */
  async requestWithin(tx: Transaction, user: { id: string; email: string; firstName: string }): Promise<void> {
    const token = await this.links.issue(tx, user.id, 'email-verification', EMAIL_VERIFICATION_VALID_HOURS * 3_600_000);
    tx.emit('email-verification.requested', { userId: user.id, email: user.email, firstName: user.firstName, token, validFor: EMAIL_VERIFICATION_VALID_HOURS });
  }

  async state(userId: string): Promise<{ email: string; emailVerified: boolean }> {
    const user = await this.users.findById(this.unitOfWork.db, userId);
    if (!user) throw new UserNotFound();
    return { email: user.email, emailVerified: user.emailVerified };
  }

  resend(userId: string): Promise<void> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      if (user.emailVerified) throw new EmailAlreadyVerified();
      await this.requestWithin(tx, user);
    });
  }

  async verify(token: string): Promise<{ userId: string }> {
    // Read once to learn whose row to lock; useUp checks the link again under that lock.
    const { userId } = await this.links.check('email-verification', token);
    return this.unitOfWork.run(async (tx) => {
      await this.users.findByIdForUpdate(tx, userId);
      const link = await this.links.useUp(tx, 'email-verification', token);
      await this.users.setEmailVerified(tx, link.userId);
      return { userId: link.userId };
    });
  }
}
