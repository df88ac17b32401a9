import { outboxInboxDdl } from '@comarketing/messaging';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateNotificationSchema1763740900000 implements MigrationInterface {
  name = 'CreateNotificationSchema1763740900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS notification`);
    await q.query(`
      CREATE TABLE notification.recipients (
        user_id uuid PRIMARY KEY,
        email text NOT NULL,
        first_name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE notification.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        type text NOT NULL CHECK (type IN ('match', 'campaign', 'approval', 'alert', 'info', 'other')),
        title text NOT NULL,
        message text NOT NULL,
        priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
        is_read boolean NOT NULL DEFAULT false,
        action_url text,
        action_text text,
        source_event_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_user_created_idx ON notification.notifications (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX notifications_user_unread_idx ON notification.notifications (user_id) WHERE NOT is_read`);
    await q.query(`CREATE UNIQUE INDEX notifications_source_event_key ON notification.notifications (source_event_id, user_id) WHERE source_event_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE notification.messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        from_type text NOT NULL CHECK (from_type IN ('admin', 'support', 'partner', 'other')),
        from_name text NOT NULL,
        subject text NOT NULL,
        content text NOT NULL,
        priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX messages_user_created_idx ON notification.messages (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX messages_user_unread_idx ON notification.messages (user_id) WHERE NOT is_read`);
    for (const statement of outboxInboxDdl('notification')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['messages', 'notifications', 'recipients', 'outbox', 'inbox']) await q.query(`DROP TABLE IF EXISTS notification.${table}`);
  }
}
