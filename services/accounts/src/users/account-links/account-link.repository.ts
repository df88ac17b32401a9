import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';
import { type AccountLinkPurpose } from './account-link-token';

export interface StoredLinkToken {
  id: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
}

interface Row {
  id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
}

const toToken = (row: Row): StoredLinkToken => ({ id: row.id, userId: row.user_id, expiresAt: row.expires_at, usedAt: row.used_at });

/** `accounts.user_tokens`: the hashes of single-use links. */
@Injectable()
export class AccountLinkRepository {
  /** A new link for the user; their earlier unused links of the same purpose stop working. */
  async issue(db: SqlExecutor, link: { userId: string; purpose: AccountLinkPurpose; hash: string; expiresAt: Date }): Promise<void> {
    await db.query(`UPDATE accounts.user_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [link.userId, link.purpose]);
    await db.query(`INSERT INTO accounts.user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)`, [link.userId, link.purpose, link.hash, link.expiresAt]);
  }

  /** The link with this hash, locked for using it up when `forUpdate`. */
  async find(db: SqlExecutor, purpose: AccountLinkPurpose, hash: string, forUpdate = false): Promise<StoredLinkToken | undefined> {
    const [row] = await db.query<Row>(`SELECT id, user_id, expires_at, used_at FROM accounts.user_tokens WHERE purpose = $1 AND token_hash = $2${forUpdate ? ' FOR UPDATE' : ''}`, [purpose, hash]);
    return row && toToken(row);
  }

  async markUsed(db: SqlExecutor, id: string): Promise<void> {
    await db.query(`UPDATE accounts.user_tokens SET used_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The user's links as their data export shows them, oldest first. Never the hash: it names the
   * token, and a still valid one would open the door. `usedAt` is also set on a link that a newer
   * one of the same purpose replaced.
   */
  async exportOf(db: SqlExecutor, userId: string): Promise<{ purpose: AccountLinkPurpose; createdAt: string; expiresAt: string; usedAt: string | null }[]> {
    const rows = await db.query<{ purpose: AccountLinkPurpose; created_at: Date; expires_at: Date; used_at: Date | null }>(
      `SELECT purpose, created_at, expires_at, used_at FROM accounts.user_tokens WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map((row) => ({ purpose: row.purpose, createdAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString(), usedAt: row.used_at?.toISOString() ?? null }));
  }
}
