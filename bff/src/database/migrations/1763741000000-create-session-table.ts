import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The table connect-pg-simple keeps sessions in (its documented layout), in the BFF's own schema. */
export class CreateSessionTable1763741000000 implements MigrationInterface {
  name = 'CreateSessionTable1763741000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS bff`);
    await q.query(`
      CREATE TABLE bff.sessions (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON bff.sessions (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bff.sessions`);
  }
}
