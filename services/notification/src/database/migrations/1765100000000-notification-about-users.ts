import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The users a notification is about besides its recipient (the partner named in a match notice), so
 * erasing a user also erases what other users were told about them. Notifications from before this
 * column name nobody in it.
 */
export class NotificationAboutUsers1765100000000 implements MigrationInterface {
  name = 'NotificationAboutUsers1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.notifications ADD COLUMN about_user_ids uuid[] NOT NULL DEFAULT '{}'`);
    await q.query(`CREATE INDEX notifications_about_users_idx ON notification.notifications USING gin (about_user_ids)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX notification.notifications_about_users_idx`);
    await q.query(`ALTER TABLE notification.notifications DROP COLUMN about_user_ids`);
  }
}
