import { writeToOutbox } from '@comarketing/messaging';
import { buildDomainEvent, outboxWriteOptionsFor, sqlExecutorFor } from '@comarketing/server-kit';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

const BATCH = 1000;

/**
 * The notification service learns whether an address is confirmed from events (`user.email-verified`
 * and the state carried by `user.registered` and `user.updated`), and mails only the confirmation to
 * an address it does not know confirmed. The addresses confirmed before those events existed are
 * announced once, here, in the migration's transaction (the outbox relay sends them at start).
 *
 * Existing owners' mail does not hang on it: relayed before the new notification service has bound
 * `user.email-verified` to its queue, these events are dropped by the broker, so that service takes
 * the recipients it knew with no state as confirmed (its migration 1766500000000). It is kept for
 * the other order: a new notification service beside the old accounts service for a while (whose
 * events say nothing of addresses), where it tells the confirmations made meanwhile.
 */
export class AnnounceConfirmedAddresses1766400200000 implements MigrationInterface {
  name = 'AnnounceConfirmedAddresses1766400200000';

  async up(q: QueryRunner): Promise<void> {
    const sql = sqlExecutorFor(q.manager);
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const users = await sql.query<{ id: string; email: string }>(`SELECT id, email FROM accounts.users WHERE email_verified AND id > $1 ORDER BY id LIMIT ${BATCH}`, [after]);
      for (const user of users) {
        await writeToOutbox(sql, 'accounts', buildDomainEvent('user.email-verified', { userId: user.id, email: user.email }), outboxWriteOptionsFor('user.email-verified'));
      }
      if (users.length < BATCH) break;
      after = users[users.length - 1]!.id;
    }
  }

  async down(): Promise<void> {
    // The events are facts that were true when sent; nothing to undo.
  }
}
