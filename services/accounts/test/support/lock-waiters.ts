import { eventually } from '@comarketing/server-kit/testing';
import { type Pool } from 'pg';

/**
 * Waits until exactly `count` sessions of this database wait for a lock in a statement about the
 * users tables: the moment a test holding a row lock lets go, to prove an order of locking.
 */
export async function untilWaitingAtUsers(db: Pool, count: number): Promise<void> {
  await eventually(async () => {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* 'user'`);
    expect({ waitingAtTheUsers: rows[0]!.n }).toEqual({ waitingAtTheUsers: count });
    return true;
  });
}
