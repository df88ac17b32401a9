import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Group partnerships staff put together (2 to 4 businesses). Each member row keeps the business as
 * the other members see it, like a match side; erasing a business removes its row, and a group left
 * with fewer than two members goes.
 */
export class GroupPartnerships1765200000000 implements MigrationInterface {
  name = 'GroupPartnerships1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE matching.group_partnerships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text,
        admin_notes text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX group_partnerships_created_idx ON matching.group_partnerships (created_at DESC, id DESC)`);
    await q.query(`
      CREATE TABLE matching.group_members (
        group_id uuid NOT NULL REFERENCES matching.group_partnerships (id) ON DELETE CASCADE,
        business_id uuid NOT NULL,
        user_id uuid NOT NULL,
        business jsonb NOT NULL,
        PRIMARY KEY (group_id, business_id)
      )`);
    await q.query(`CREATE INDEX group_members_user_idx ON matching.group_members (user_id)`);
    await q.query(`CREATE INDEX group_members_business_idx ON matching.group_members (business_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS matching.group_members`);
    await q.query(`DROP TABLE IF EXISTS matching.group_partnerships`);
  }
}
