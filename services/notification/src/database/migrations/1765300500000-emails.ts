import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Outgoing e-mail. A use case writes the message here and announces it (`email.queued`) in one
 * transaction; the delivery consumer sends it and records that it did, so a crash or an SMTP
 * outage delays a message and never loses it, and a repeated delivery of the event sends nothing
 * twice. `message_id` is fixed when the mail is written, so a resend after a crash between sending
 * and recording carries the same Message-ID, which mail systems use to drop duplicates.
 */
export class Emails1765300500000 implements MigrationInterface {
  name = 'Emails1765300500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid,
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        headers jsonb NOT NULL DEFAULT '{}'::jsonb,
        message_id text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX emails_user_idx ON notification.emails (user_id)`);
    await q.query(`CREATE INDEX emails_created_idx ON notification.emails (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification.emails`);
  }
}
