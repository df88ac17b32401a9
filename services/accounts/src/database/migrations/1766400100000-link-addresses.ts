import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Each single-use link remembers the address it was mailed to (`sent_to`): a confirmation link
 * confirms only that address, and no link of either purpose works once the account has moved to
 * another. Links issued before this are taken as mailed to the account's address of today, which
 * holds for every one of them but a link whose account staff moved to another address in the 48
 * hours before the upgrade (the fault this closes; see the accounts README).
 */
export class LinkAddresses1766400100000 implements MigrationInterface {
  name = 'LinkAddresses1766400100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.user_tokens ADD COLUMN IF NOT EXISTS sent_to text`);
    await q.query(`UPDATE accounts.user_tokens t SET sent_to = u.email FROM accounts.users u WHERE t.user_id = u.id AND t.sent_to IS NULL`);
    await q.query(`ALTER TABLE accounts.user_tokens ALTER COLUMN sent_to SET NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.user_tokens DROP COLUMN IF EXISTS sent_to`);
  }
}
