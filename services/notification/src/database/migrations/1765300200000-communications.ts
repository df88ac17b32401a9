import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * What admins send (the communications tab): one row per send, to chosen users or to everyone,
 * delivered in batches whose progress is `cursor` (the last recipient done, in user id order).
 * Each notification it made names it, once per user, so a batch done twice stores nothing twice,
 * and its delivery and read figures are counted from an index.
 */
export class Communications1765300200000 implements MigrationInterface {
  name = 'Communications1765300200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.communications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        message text NOT NULL,
        tone text NOT NULL CHECK (tone IN ('info', 'warning', 'success', 'error')),
        priority text NOT NULL CHECK (priority IN ('low', 'normal', 'high')),
        audience text NOT NULL CHECK (audience IN ('all', 'users')),
        user_ids uuid[],
        sent_by uuid,
        sent_by_label text NOT NULL,
        status text NOT NULL DEFAULT 'sending' CHECK (status IN ('sending', 'delivered')),
        delivered integer NOT NULL DEFAULT 0,
        cursor uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX communications_created_idx ON notification.communications (created_at DESC, id DESC)`);
    await q.query(`ALTER TABLE notification.notifications ADD COLUMN communication_id uuid`);
    await q.query(`CREATE UNIQUE INDEX notifications_communication_key ON notification.notifications (communication_id, user_id) WHERE communication_id IS NOT NULL`);
    await q.query(`CREATE INDEX notifications_communication_read_idx ON notification.notifications (communication_id, is_read) WHERE communication_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS notification.notifications_communication_read_idx`);
    await q.query(`DROP INDEX IF EXISTS notification.notifications_communication_key`);
    await q.query(`ALTER TABLE notification.notifications DROP COLUMN IF EXISTS communication_id`);
    await q.query(`DROP TABLE IF EXISTS notification.communications`);
  }
}
