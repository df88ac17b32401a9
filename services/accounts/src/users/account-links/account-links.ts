import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { AccountLinkExpired, AccountLinkForOldAddress, AccountLinkInvalid, AccountLinkUsed } from '../user.errors';
import { AccountLinkRepository, type StoredLinkToken } from './account-link.repository';
import { type AccountLinkPurpose, hashLinkToken, linkTokenState, newLinkToken } from './account-link-token';

/**
 * Single-use links, shared by the password reset and the e-mail confirmation: `issue` stores the
 * hash of a new token with the address it is mailed to (earlier ones stop working) and gives the
 * token back for the mail; `check` says why a link does not work; `useUp` spends it inside the
 * caller's transaction, once, and only while the account still has the address it was mailed to
 * (a link proves that mailbox, no other); `voidAll` ends every link when the address changes.
 */
@Injectable()
export class AccountLinks {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly links: AccountLinkRepository,
  ) {}

  async issue(tx: Transaction, user: { id: string; email: string }, purpose: AccountLinkPurpose, validMs: number): Promise<string> {
    const { token, hash } = newLinkToken();
    await this.links.issue(tx, { userId: user.id, purpose, hash, expiresAt: new Date(Date.now() + validMs), sentTo: user.email });
    return token;
  }

  /** The link's user, or the reason it does not work (read outside a transaction, before slow work). */
  async check(purpose: AccountLinkPurpose, token: string): Promise<StoredLinkToken> {
    return usable(await this.links.find(this.unitOfWork.db, purpose, hashLinkToken(token)));
  }

  /**
   * Locks the link, checks it again (two tabs, one link) and marks it used. Call it holding the
   * user's row lock, so the account's address it checks the link against cannot change meanwhile.
   */
  async useUp(tx: Transaction, purpose: AccountLinkPurpose, token: string): Promise<StoredLinkToken> {
    const link = usable(await this.links.find(tx, purpose, hashLinkToken(token), true));
    await this.links.markUsed(tx, link.id);
    return link;
  }

  /** Every outstanding link of the user stops working: they were mailed to an address the account is leaving. */
  voidAll(tx: Transaction, userId: string): Promise<void> {
    return this.links.voidAll(tx, userId);
  }
}

// A link for an address the account has left says so before anything else: the account moving
// away also voided it (used), and 'already used' would send its reader looking for who used it.
function usable(link: StoredLinkToken | undefined): StoredLinkToken {
  const state = linkTokenState(link, new Date());
  if (state === 'unknown') throw new AccountLinkInvalid();
  if (normalizeEmail(link!.sentTo) !== normalizeEmail(link!.currentAddress)) throw new AccountLinkForOldAddress();
  if (state === 'used') throw new AccountLinkUsed();
  if (state === 'expired') throw new AccountLinkExpired();
  return link!;
}
