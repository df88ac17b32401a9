import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Admin sessions, apart from owners' (only a hash of the cookie's secret is stored), and the audit
 * trail of admin changes. `subject_user_ids` names the users whose personal data a row carries, so
 * erasing one of them can scrub it while the record of what was done stays.
 */
export class CreateAdminTables1764000100000 implements MigrationInterface {
  name = 'CreateAdminTables1764000100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bff.admin_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        token_hash text NOT NULL UNIQUE,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX admin_sessions_user_idx ON bff.admin_sessions (user_id)`);
    await q.query(`
      CREATE TABLE bff.admin_audit (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_id uuid,
        actor_label text NOT NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_ref text NOT NULL,
        target_label text NOT NULL,
        subject_user_ids uuid[] NOT NULL DEFAULT '{}',
        before jsonb,
        after jsonb,
        correlation_id text,
        outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'done', 'failed')),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX admin_audit_at_idx ON bff.admin_audit (at DESC, id DESC)`);
    await q.query(`CREATE INDEX admin_audit_actor_idx ON bff.admin_audit (actor_id, at DESC)`);
    await q.query(`CREATE INDEX admin_audit_subjects_idx ON bff.admin_audit USING gin (subject_user_ids)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bff.admin_audit`);
    await q.query(`DROP TABLE IF EXISTS bff.admin_sessions`);
  }
}
