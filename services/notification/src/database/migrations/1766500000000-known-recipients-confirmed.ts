import { normalizeEmail } from '@comarketing/contracts';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

const BATCH = 1000;

/**
 * Since issue 27 the Mailer sends an address nothing but its confirmation until it knows the address
 * confirmed. The recipients this service knew before then got all their mail; their state was to come
 * from the accounts service's announcement (its migration 1766400200000), but in the distributed
 * setup an announcement relayed before this service has bound `user.email-verified` to its queue is
 * dropped by the broker, and those users would have lost every mail for good (a resend of the
 * confirmation answers 'already verified'). So a recipient known here with no state at all is taken
 * as confirmed for its current address, whatever order the services were upgraded in: the mail it
 * got before keeps going. The assumption is dated -infinity, so anything the accounts service says
 * about the address (an announcement, a sign-in, a reset request...) replaces it. Accounts made
 * after the change have a state from their `user.registered` (unconfirmed), so are never taken for
 * these.
 */
export class KnownRecipientsConfirmed1766500000000 implements MigrationInterface {
  name = 'KnownRecipientsConfirmed1766500000000';

  async up(q: QueryRunner): Promise<void> {
    for (let after = '00000000-0000-0000-0000-000000000000'; ; ) {
      const recipients: { user_id: string; email: string }[] = await q.query(
        `SELECT r.user_id, r.email FROM notification.recipients r
          WHERE r.user_id > $1 AND NOT EXISTS (SELECT 1 FROM notification.address_confirmations a WHERE a.user_id = r.user_id)
          ORDER BY r.user_id LIMIT ${BATCH}`,
        [after],
      );
      if (recipients.length > 0) {
        // Addresses as normalizeEmail writes them (NFKC, trimmed, lower case), as the repository compares them.
        await q.query(
          `INSERT INTO notification.address_confirmations (user_id, address, confirmed, changed_at)
           SELECT user_id, address, true, '-infinity' FROM unnest($1::uuid[], $2::text[]) AS known(user_id, address)
           ON CONFLICT (user_id, address) DO NOTHING`,
          [recipients.map((r) => r.user_id), recipients.map((r) => normalizeEmail(r.email))],
        );
      }
      if (recipients.length < BATCH) break;
      after = recipients[recipients.length - 1]!.user_id;
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification.address_confirmations WHERE changed_at = '-infinity'`);
  }
}
