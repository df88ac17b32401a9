import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Who a mail is about, besides its recipient: the other owners a new-matches mail or an unread
 * digest names (from the notifications it carried). Erasing one of them deletes those mails too,
 * as it deletes the notifications about them.
 */
export class EmailAboutUsers1766100001000 implements MigrationInterface {
  name = 'EmailAboutUsers1766100001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.emails ADD COLUMN about_user_ids uuid[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX emails_about_users_idx ON notification.emails USING gin (about_user_ids)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notification.emails_about_users_idx`);
    await q.query(`ALTER TABLE notification.emails DROP COLUMN IF EXISTS about_user_ids`);
  }
}
