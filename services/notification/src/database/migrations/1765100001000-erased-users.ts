import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Users erased here, by a hash of their id only: an event about them still on its way when their
 * account went (a match found for them, a late sign-up notice) must not bring them back.
 */
export class ErasedUsers1765100001000 implements MigrationInterface {
  name = 'ErasedUsers1765100001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.erased_users (
        user_id_hash bytea PRIMARY KEY,
        erased_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification.erased_users`);
  }
}
