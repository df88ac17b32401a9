import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { AccountLinks } from '../account-links/account-links';
import { EmailVerificationHandler } from '../email-verification/email-verification.handler';
import { EmailAlreadyRegistered } from '../user.errors';
import { addressStateOf } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * Whether a profile change moves the account to another mailbox, whose confirmation then starts
 * again. The same address in other capitals, spacing or Unicode form is the same account to sign-in
 * and to the uniqueness check, so it keeps its confirmation and is sent nothing.
 */
export function isNewAddress(current: string, next: string): boolean {
  return normalizeEmail(current) !== normalizeEmail(next);
}

/** Who changed the address: its owner in settings, or staff in the admin panel. */
export type AddressChangedBy = 'owner' | 'staff';

/**
 * A change of an account's e-mail address, the same whoever makes it (the owner's profile update,
 * an admin's edit). Moving to another mailbox:
 *  - every link mailed to the old address stops working (a link proves one mailbox, and the
 *    account no longer has it): a confirmation link confirms nothing, a reset link resets nothing;
 *  - the new address is unconfirmed, whatever else the change says, and gets its confirmation mail;
 *  - the old address is told (`user.email-changed`: a notice with no user-chosen text, not even the
 *    new address), so an owner whose account was moved away from them hears of it; the event says
 *    whether that address was confirmed (only a confirmed one is written to).
 * Run it in the caller's transaction, holding the user's row lock (findByIdForUpdate). The address
 * is written here; the caller saves its other changes to the same row afterwards.
 */
@Injectable()
export class AddressChange {
  constructor(
    private readonly users: UserRepository,
    private readonly links: AccountLinks,
    private readonly verification: EmailVerificationHandler,
  ) {}

  /** Sets `user.email` to `email` (a new spelling of the same address too); answers whether it moved to another mailbox. */
  async apply(tx: Transaction, user: { id: string; email: string; emailVerified: boolean; emailStateAt: Date }, email: string, by: AddressChangedBy): Promise<boolean> {
    if (!isNewAddress(user.email, email)) {
      user.email = email;
      return false;
    }
    if (await this.users.isEmailTaken(tx, email, user.id)) throw new EmailAlreadyRegistered();
    const previousEmail = user.email;
    const previous = addressStateOf(user);
    await this.links.voidAll(tx, user.id);
    await this.users.setAddress(tx, user.id, email);
    user.email = email;
    user.emailVerified = false;
    await this.verification.requestWithin(tx, user);
    tx.emit('user.email-changed', { userId: user.id, previousEmail, at: new Date().toISOString(), by, previousEmailVerified: previous.emailVerified, previousEmailStateAt: previous.emailStateAt });
    return true;
  }
}
