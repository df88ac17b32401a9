import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Mail an owner can turn off. `unsubscribe_links` keeps the SHA-256 of each mail's one-click
 * unsubscribe token with the preference it turns off (the token itself is only in the mail).
 * `notifications.emailed_at` says a notification has been e-mailed (on its own, like new matches,
 * or in the digest of unread ones), so none is e-mailed twice; notifications from before this
 * change count as e-mailed, so nobody gets a digest of old news the day it ships.
 */
export class EmailFollowUps1766100000000 implements MigrationInterface {
  name = 'EmailFollowUps1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.unsubscribe_links (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL,
        preference text NOT NULL CHECK (preference IN ('loginAlerts', 'emailNotifications')),
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz
      )`);
    await q.query(`CREATE INDEX unsubscribe_links_user_idx ON notification.unsubscribe_links (user_id)`);
    await q.query(`ALTER TABLE notification.notifications ADD COLUMN emailed_at timestamptz`);
    await q.query(`UPDATE notification.notifications SET emailed_at = created_at`);
    await q.query(`CREATE INDEX notifications_to_email_idx ON notification.notifications (created_at) WHERE is_read = false AND emailed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notification.notifications_to_email_idx`);
    await q.query(`ALTER TABLE notification.notifications DROP COLUMN IF EXISTS emailed_at`);
    await q.query(`DROP TABLE IF EXISTS notification.unsubscribe_links`);
  }
}
