import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Upload metadata: who may send which file, until when, and what arrived (the bytes live in the BFF's storage). */
export class CreateUploads1763741100000 implements MigrationInterface {
  name = 'CreateUploads1763741100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('image', 'profile-photo')),
        max_bytes integer NOT NULL CHECK (max_bytes > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete')),
        content_type text CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif')),
        size_bytes integer CHECK (size_bytes > 0 AND size_bytes <= max_bytes),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        completed_at timestamptz,
        CHECK (status = 'pending' OR (content_type IS NOT NULL AND size_bytes IS NOT NULL AND completed_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX uploads_user_id_idx ON accounts.uploads (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.uploads`);
  }
}
