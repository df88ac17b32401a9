import { Injectable } from '@nestjs/common';
import { EMAIL_VERIFICATION_VALID_HOURS } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { AccountLinks } from '../account-links/account-links';
import { EmailAlreadyVerified, UserNotFound } from '../user.errors';
import { UserRepository } from '../user.repository';

/**
 * Confirming an e-mail address: a link is asked for at sign-up (in the sign-up's transaction), on
 * a change of address and again from settings (`resend`); opening it (`verify`) sets
 * `emailVerified`, once, and announces it (`user.email-verified`: mail other than the confirmation
 * goes only to a confirmed address). A link confirms only the address it was mailed to. `resend`
 * and `verify` lock the user's row before their link, as a change of address does, so the two never
 * wait for each other's locks. The mail names nobody (the event carries no name): it goes to an
 * address nobody has proved yet, and must say nothing its sender chose.
 */
@Injectable()
export class EmailVerificationHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly links: AccountLinks,
  ) {}

  /**
   * Issues a link for the user's address and asks for the mail, in the caller's transaction (which
   * holds the user's row, or made it), saying the address is unconfirmed and since when.
   */
  async requestWithin(tx: Transaction, user: { id: string; email: string }): Promise<void> {
    const token = await this.links.issue(tx, user, 'email-verification', EMAIL_VERIFICATION_VALID_HOURS * 3_600_000);
    tx.emit('email-verification.requested', { userId: user.id, email: user.email, token, validFor: EMAIL_VERIFICATION_VALID_HOURS, ...(await this.users.addressState(tx, user.id)) });
  }

  /** Marks the user's current address confirmed and announces it (dated by the change), unless it was already. */
  async confirmWithin(tx: Transaction, user: { id: string; email: string; emailVerified: boolean }): Promise<void> {
    if (user.emailVerified) return;
    await this.users.setEmailVerified(tx, user.id);
    user.emailVerified = true;
    const { emailStateAt } = await this.users.addressState(tx, user.id);
    tx.emit('user.email-verified', { userId: user.id, email: user.email, emailStateAt });
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
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      await this.links.useUp(tx, 'email-verification', token);
      await this.confirmWithin(tx, user);
      return { userId };
    });
  }
}
