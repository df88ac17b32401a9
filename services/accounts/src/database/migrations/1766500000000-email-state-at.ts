import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * `email_state_at`: when the account's address or its confirmation last changed, by this database's
 * clock, to the millisecond. Every event that says whether the address is confirmed says it as of
 * this moment (`emailStateAt`), so the notification service keeps the newest state, not the last
 * event handled: events about one account travel on different queues, and one may be written from
 * a read made just before a change (a sign-in's), which must not take a confirmation back.
 *
 * A trigger keeps it, not the code paths that write users: every insert, every change of `email` or
 * `email_verified`, whichever use case makes it. It only grows for a row (a millisecond at least
 * per change), so two changes in one millisecond still come in order. Existing rows start at the
 * migration, after the confirmed addresses' announcement (1766400200000), which says the same.
 */
export class EmailStateAt1766500000000 implements MigrationInterface {
  name = 'EmailStateAt1766500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE accounts.users ADD COLUMN email_state_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp())`);
    await q.query(`
      CREATE FUNCTION accounts.user_email_state_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          NEW.email_state_at := date_trunc('milliseconds', clock_timestamp());
        ELSIF NEW.email IS DISTINCT FROM OLD.email OR NEW.email_verified IS DISTINCT FROM OLD.email_verified THEN
          NEW.email_state_at := greatest(date_trunc('milliseconds', clock_timestamp()), OLD.email_state_at + interval '1 millisecond');
        ELSE
          NEW.email_state_at := OLD.email_state_at;
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_email_state_at BEFORE INSERT OR UPDATE ON accounts.users
      FOR EACH ROW EXECUTE FUNCTION accounts.user_email_state_at()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS users_email_state_at ON accounts.users`);
    await q.query(`DROP FUNCTION IF EXISTS accounts.user_email_state_at()`);
    await q.query(`ALTER TABLE accounts.users DROP COLUMN IF EXISTS email_state_at`);
  }
}
