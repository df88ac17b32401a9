import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Failed sign-ins counted per key (an account or an address) and fixed time window. */
export class CreateLoginFailures1763741400000 implements MigrationInterface {
  name = 'CreateLoginFailures1763741400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bff.login_failures (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        failures int NOT NULL DEFAULT 0,
        PRIMARY KEY (key, window_start)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS bff.login_failures`);
  }
}
