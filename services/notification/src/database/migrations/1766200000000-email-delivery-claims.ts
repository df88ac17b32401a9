import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A delivery claims a queued e-mail before it talks to the SMTP server (`claimed_until`, a lease),
 * so two deliveries of the same `email.queued` at once (a redelivery overlapping a slow first
 * attempt) send it once. A lease, not a lock held across the SMTP conversation: no transaction
 * stays open while the server answers, and a claim whose holder died runs out by itself.
 */
export class EmailDeliveryClaims1766200000000 implements MigrationInterface {
  name = 'EmailDeliveryClaims1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.emails ADD COLUMN claimed_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.emails DROP COLUMN IF EXISTS claimed_until`);
  }
}
