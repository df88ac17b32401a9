import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The audit trail records refusals too ('refused': a staff change the rank rule or a service
 * refused, a failed staff sign-in, a staff session the guard refused), with the reason the admin
 * was answered with; the Activity view filters by outcome, newest first.
 */
export class AdminAuditRefusals1766410000000 implements MigrationInterface {
  name = 'AdminAuditRefusals1766410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bff.admin_audit DROP CONSTRAINT IF EXISTS admin_audit_outcome_check`);
    await q.query(`ALTER TABLE bff.admin_audit ADD CONSTRAINT admin_audit_outcome_check CHECK (outcome IN ('pending', 'done', 'failed', 'refused'))`);
    await q.query(`ALTER TABLE bff.admin_audit ADD COLUMN IF NOT EXISTS reason text`);
    await q.query(`CREATE INDEX IF NOT EXISTS admin_audit_outcome_idx ON bff.admin_audit (outcome, at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS bff.admin_audit_outcome_idx`);
    await q.query(`DELETE FROM bff.admin_audit WHERE outcome = 'refused'`);
    await q.query(`ALTER TABLE bff.admin_audit DROP COLUMN IF EXISTS reason`);
    await q.query(`ALTER TABLE bff.admin_audit DROP CONSTRAINT IF EXISTS admin_audit_outcome_check`);
    await q.query(`ALTER TABLE bff.admin_audit ADD CONSTRAINT admin_audit_outcome_check CHECK (outcome IN ('pending', 'done', 'failed'))`);
  }
}
