import { outboxInboxDdl } from '@comarketing/messaging';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAccountsSchema1763740800000 implements MigrationInterface {
  name = 'CreateAccountsSchema1763740800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS accounts`);
    await q.query(`
      CREATE TABLE accounts.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        company_name text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin', 'super_admin')),
        password_hash text NOT NULL,
        is_active boolean NOT NULL DEFAULT true,
        email_verified boolean NOT NULL DEFAULT false,
        profile_image_url text,
        agree_to_marketing boolean NOT NULL DEFAULT false,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON accounts.users (lower(email))`);
    for (const statement of outboxInboxDdl('accounts')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.users`);
    await q.query(`DROP TABLE IF EXISTS accounts.outbox`);
    await q.query(`DROP TABLE IF EXISTS accounts.inbox`);
  }
}
