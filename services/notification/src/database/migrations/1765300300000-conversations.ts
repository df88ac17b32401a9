import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Conversations between an owner and the team: staff write, the owner answers, and both read the
 * thread. Each staff entry also reaches the owner's Messages tab as a message naming the
 * conversation, so the unread badge and mark-as-read work as for any message.
 */
export class Conversations1765300300000 implements MigrationInterface {
  name = 'Conversations1765300300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('message', 'support')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        subject text NOT NULL,
        staff_unread integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_message_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(`CREATE INDEX conversations_status_last_idx ON notification.conversations (status, last_message_at DESC, id)`);
    await q.query(`CREATE INDEX conversations_user_idx ON notification.conversations (user_id)`);
    await q.query(`
      CREATE TABLE notification.conversation_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES notification.conversations (id) ON DELETE CASCADE,
        author text NOT NULL CHECK (author IN ('owner', 'staff')),
        author_name text NOT NULL,
        staff_id uuid,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX conversation_entries_thread_idx ON notification.conversation_entries (conversation_id, created_at, id)`);
    await q.query(`ALTER TABLE notification.messages ADD COLUMN conversation_id uuid REFERENCES notification.conversations (id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notification.messages DROP COLUMN IF EXISTS conversation_id`);
    await q.query(`DROP TABLE IF EXISTS notification.conversation_entries`);
    await q.query(`DROP TABLE IF EXISTS notification.conversations`);
  }
}
