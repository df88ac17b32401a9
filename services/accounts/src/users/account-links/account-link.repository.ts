import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';
import { type AccountLinkPurpose } from './account-link-token';

export interface StoredLinkToken {
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The address the link was mailed to: it works only while the account has it. */
  sentTo: string;
  /** The account's address as the link was read. */
  currentAddress: string;
}

interface Row {
  id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  sent_to: string;
  current_address: string;
}

const toToken = (row: Row): StoredLinkToken => ({ id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at, sentTo: row.sent_to, currentAddress: row.current_address });

/** `accounts.user_tokens`: the hashes of single-use links. */
@Injectable()
export class AccountLinkRepository {
  /** A new link for the user; their earlier unused links of the same purpose stop working. */
  async issue(db: SqlExecutor, link: { userId: string; purpose: AccountLinkPurpose; hash: string; expiresAt: Date; sentTo: string }): Promise<void> {
    await db.query(`UPDATE accounts.user_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [link.userId, link.purpose]);
    await db.query(`INSERT INTO accounts.user_tokens (user_id, purpose, token_hash, expires_at, sent_to) VALUES ($1, $2, $3, $4, $5)`, [link.userId, link.purpose, link.hash, link.expiresAt, link.sentTo]);
  }

  /** Every unused link of the user, of either purpose, stops working (their address changed). */
  async voidAll(db: SqlExecutor, userId: string): Promise<void> {
    await db.query(`UPDATE accounts.user_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }

  /** The link with this hash and its account's address now, the link locked for using it up when `forUpdate`. */
  async find(db: SqlExecutor, purpose: AccountLinkPurpose, hash: string, forUpdate = false): Promise<StoredLinkToken | undefined> {
    const [row] = await db.query<Row>(
      `SELECT t.id, t.user_id, t.expires_at, t.used_at, t.sent_to, u.email AS current_address
       FROM accounts.user_tokens t JOIN accounts.users u ON u.id = t.user_id
       WHERE t.purpose = $1 AND t.token_hash = $2${forUpdate ? ' FOR UPDATE OF t' : ''}`,
      [purpose, hash],
    );
    return row && toToken(row);
  }

  async markUsed(db: SqlExecutor, id: string): Promise<void> {
    await db.query(`UPDATE accounts.user_tokens SET used_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The user's links as their data export shows them, oldest first. Never the hash: it names the
   * token, and a still valid one would open the door. `usedAt` is also set on a link that a newer
   * one of the same purpose replaced, or that a change of address voided.
   */
  async exportOf(db: SqlExecutor, userId: string): Promise<{ purpose: AccountLinkPurpose; createdAt: string; expiresAt: string; usedAt: string | null }[]> {
    const rows = await db.query<{ purpose: AccountLinkPurpose; created_at: Date; expires_at: Date; used_at: Date | null }>(
      `SELECT purpose, created_at, expires_at, used_at FROM accounts.user_tokens WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map((row) => ({ purpose: row.purpose, createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString(), usedAt: row.used_at?.toISOString() ?? null }));
  }
}
