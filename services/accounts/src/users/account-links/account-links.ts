import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { AccountLinkExpired, AccountLinkInvalid, AccountLinkUsed } from '../user.errors';
import { AccountLinkRepository, type StoredLinkToken } from './account-link.repository';
import { type AccountLinkPurpose, hashLinkToken, linkTokenState, newLinkToken } from './account-link-token';

/**
 * Single-use links, shared by the password reset and the e-mail confirmation: `issue` stores the
 * hash of a new token (earlier ones stop working) and gives the token back for the mail; `check`
 * says why a link does not work; `useUp` spends it inside the caller's transaction, once.
 */
@Injectable()
export class AccountLinks {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly links: AccountLinkRepository,
  ) {}

  async issue(tx: Transaction, userId: string, purpose: AccountLinkPurpose, validMs: number): Promise<string> {
    const { token, hash } = newLinkToken();
    await this.links.issue(tx, { userId, purpose, hash, expiresAt: new Date(Date.now() + validMs) });
    return token;
  }

  /** The link's user, or the reason it does not work (read outside a transaction, before slow work). */
  async check(purpose: AccountLinkPurpose, token: string): Promise<StoredLinkToken> {
    return usable(await this.links.find(this.unitOfWork.db, purpose, hashLinkToken(token)));
  }

  /** Locks the link, checks it again (two tabs, one link) and marks it used. */
  async useUp(tx: Transaction, purpose: AccountLinkPurpose, token: string): Promise<StoredLinkToken> {
    const link = usable(await this.links.find(tx, purpose, hashLinkToken(token), true));
    await this.links.markUsed(tx, link.id);
    return link;
  }
}

function usable(link: StoredLinkToken | undefined): StoredLinkToken {
  const state = linkTokenState(link, new Date());
  if (state === 'unknown') throw new AccountLinkInvalid();
  if (state === 'used') throw new AccountLinkUsed();
  if (state === 'expired') throw new AccountLinkExpired();
  return link!;
}
