import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';

/**
 * Users erased from this service, remembered by a hash of their id (which it no longer keeps), and
 * the locks that order writes about a user against their erasure.
 */
@Injectable()
export class ErasedUserRepository {
  /**
   * Writing about users takes a shared lock on each, erasing one takes it exclusively: a write
   * committed before the erasure is erased with the rest, one after it sees the user erased.
   * Always in one order, so two writers cannot deadlock.
   */
  async lock(db: SqlExecutor, userIds: string[], mode: 'write' | 'erase'): Promise<void> {
    const lock = mode === 'erase' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
    for (const id of [...new Set(userIds)].sort()) {
      await db.query(`SELECT ${lock}(hashtextextended('notification.user:' || $1, 0))`, [id]);
    }
  }

  async isErased(db: SqlExecutor, userId: string): Promise<boolean> {
    const [row] = await db.query<{ erased: boolean }>(`SELECT NOT ${noneErased('$1')} AS erased`, [[userId]]);
    return row!.erased;
  }

  async remember(db: SqlExecutor, userId: string): Promise<void> {
    await db.query(`INSERT INTO notification.erased_users (user_id_hash) VALUES (sha256(convert_to($1::text, 'UTF8'))) ON CONFLICT DO NOTHING`, [userId]);
  }
}

/** A SQL condition for the repositories that write about users: none of the users in the uuid[] parameter `param` has been erased. */
export function noneErased(param: string): string {
  return `NOT EXISTS (SELECT 1 FROM notification.erased_users WHERE user_id_hash IN (SELECT sha256(convert_to(u::text, 'UTF8')) FROM unnest(${param}::uuid[]) AS u))`;
}
