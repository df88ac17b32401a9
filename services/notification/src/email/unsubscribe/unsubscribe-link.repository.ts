import { Injectable } from '@nestjs/common';
import { type UnsubscribablePreference } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { createHash, randomBytes } from 'node:crypto';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * `notification.unsubscribe_links`: one random 256-bit token per mail that can be turned off. Only
 * its hash is stored, so the table alone cannot unsubscribe anybody. A link keeps working after
 * its first use (a mail program may post it twice, and clicking it again must not look broken).
 */
@Injectable()
export class UnsubscribeLinkRepository {
  async issue(db: SqlExecutor, userId: string, preference: UnsubscribablePreference): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db.query(`INSERT INTO notification.unsubscribe_links (token_hash, user_id, preference) VALUES ($1, $2, $3)`, [hashOf(token), userId, preference]);
    return token;
  }

  /** Whose link it is and what it turns off, marking it used; undefined for a token we never issued. */
  async redeem(db: SqlExecutor, token: string): Promise<{ userId: string; preference: UnsubscribablePreference } | undefined> {
    const [row] = await db.query<{ user_id: string; preference: UnsubscribablePreference }>(
      `UPDATE notification.unsubscribe_links SET used_at = coalesce(used_at, now()) WHERE token_hash = $1 RETURNING user_id, preference`,
      [hashOf(token)],
    );
    return row && { userId: row.user_id, preference: row.preference };
  }

  /**
   * The user's links as their data export shows them, oldest first: what each turns off, when it
   * was made and first used. Never the hash: it names a token that still works.
   */
  async exportOf(db: SqlExecutor, userId: string): Promise<{ preference: UnsubscribablePreference; createdAt: string; usedAt: string | null }[]> {
    const rows = await db.query<{ preference: UnsubscribablePreference; created_at: Date; used_at: Date | null }>(
      `SELECT preference, created_at, used_at FROM notification.unsubscribe_links WHERE user_id = $1 ORDER BY created_at, token_hash`,
      [userId],
    );
    return rows.map((row) => ({ preference: row.preference, createdAt: row.created_at.toISOString(), usedAt: row.used_at?.toISOString() ?? null }));
  }
}
