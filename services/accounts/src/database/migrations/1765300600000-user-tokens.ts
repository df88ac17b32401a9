import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Single-use links for a password reset or an e-mail confirmation: only a SHA-256 of the token is
 * kept (the token itself is in the user's mail), with when it stops working and when it was used.
 */
export class UserTokens1765300600000 implements MigrationInterface {
  name = 'UserTokens1765300600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.user_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('password-reset', 'email-verification')),
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX user_tokens_user_idx ON accounts.user_tokens (user_id, purpose)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.user_tokens`);
  }
}
