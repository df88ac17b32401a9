import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A count of the user's password changes. A sign-in hands the BFF the count it checked the
 * password under, and a reset link's event the new one, so the BFF ends exactly the sessions
 * begun under an older password, with no clock to compare.
 */
export class CredentialsVersion1766300000000 implements MigrationInterface {
  name = 'CredentialsVersion1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.users ADD COLUMN IF NOT EXISTS credentials_version integer NOT NULL DEFAULT 1`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.users DROP COLUMN IF EXISTS credentials_version`);
  }
}
