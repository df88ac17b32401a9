import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Whether each address of a user is confirmed, as the accounts service's events say: one row per
 * user and address (as normalizeEmail writes it), the latest statement winning (`changed_at`, when
 * the accounts service said it), so events arriving out of order (different queues, retries) leave
 * the state the accounts service had last. Mail other than the confirmation goes only to a
 * confirmed address (the Mailer). `welcome_due`: an owner's welcome e-mail waits for their first
 * confirmation; recipients from before are welcomed already.
 */
export class AddressConfirmations1766400300000 implements MigrationInterface {
  name = 'AddressConfirmations1766400300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.address_confirmations (
        user_id uuid NOT NULL,
        address text NOT NULL,
        confirmed boolean NOT NULL,
        changed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, address)
      )`);
    await q.query(`ALTER TABLE notification.recipients ADD COLUMN welcome_due boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.recipients DROP COLUMN IF EXISTS welcome_due`);
    await q.query(`DROP TABLE IF EXISTS notification.address_confirmations`);
  }
}
