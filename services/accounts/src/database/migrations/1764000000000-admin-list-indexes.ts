import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The admin panel's user and business lists at 100,000 rows: trigram indexes for the
 * case-insensitive "contains" search on name and e-mail, and btree indexes for the sorts and
 * filters they page by. pg_trgm is a trusted extension (a database owner may create it); it lives
 * in `public`, shared by every schema of the database.
 */
export class AdminListIndexes1764000000000 implements MigrationInterface {
  name = 'AdminListIndexes1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public`);
    await q.query(`CREATE INDEX users_email_trgm ON accounts.users USING gin (lower(email) public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_name_trgm ON accounts.users USING gin (lower(first_name || ' ' || last_name) public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX users_created_at ON accounts.users (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX users_name_sort ON accounts.users (lower(first_name || ' ' || last_name), id)`);
    await q.query(`CREATE INDEX users_last_login ON accounts.users (last_login_at DESC NULLS LAST, id DESC)`);
    await q.query(`CREATE INDEX businesses_name_trgm ON accounts.businesses USING gin (lower(business_name) public.gin_trgm_ops)`);
    await q.query(`CREATE INDEX businesses_created_at ON accounts.businesses (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX businesses_name_sort ON accounts.businesses (lower(business_name), id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of ['users_email_trgm', 'users_name_trgm', 'users_created_at', 'users_name_sort', 'users_last_login', 'businesses_name_trgm', 'businesses_created_at', 'businesses_name_sort']) {
      await q.query(`DROP INDEX IF EXISTS accounts.${index}`);
    }
  }
}
