import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The browsers each user has signed up or signed in with: the SHA-256 of the browser cookie's
 * random id and what the browser said it was. A sign-in from one not listed sends a login alert.
 */
export class KnownBrowsers1766100000000 implements MigrationInterface {
  name = 'KnownBrowsers1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.known_browsers (
        user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
        browser_hash text NOT NULL,
        label text NOT NULL,
        first_seen_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, browser_hash)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.known_browsers`);
  }
}
