import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The credentials version an admin session was signed in under (as owners' sessions keep it), so
 * a reset link's event ends the admin sessions begun under the old password too. Null for the
 * sessions begun before it was kept: they count as older.
 */
export class AdminSessionCredentials1766300000000 implements MigrationInterface {
  name = 'AdminSessionCredentials1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bff.admin_sessions ADD COLUMN IF NOT EXISTS credentials_version integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bff.admin_sessions DROP COLUMN IF EXISTS credentials_version`);
  }
}
