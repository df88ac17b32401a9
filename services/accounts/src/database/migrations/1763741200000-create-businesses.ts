import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateBusinesses1763741200000 implements MigrationInterface {
  name = 'CreateBusinesses1763741200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE accounts.businesses (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES accounts.users (id) ON DELETE CASCADE,
        business_name text NOT NULL,
        industry text NOT NULL,
        description text,
        location text NOT NULL,
        postcode text NOT NULL,
        radius int NOT NULL DEFAULT 10,
        website text,
        phone text,
        target_audience text,
        monthly_budget text,
        company_size text,
        logo text,
        preferred_channels jsonb NOT NULL DEFAULT '[]'::jsonb,
        target_age_range text,
        target_location text,
        customer_type text,
        campaign_goals jsonb NOT NULL DEFAULT '[]'::jsonb,
        budget_range text,
        collaboration_preference text,
        campaign_frequency text,
        verified boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One business per user: the index decides races between two simultaneous creates.
    await q.query(`CREATE UNIQUE INDEX businesses_user_key ON accounts.businesses (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS accounts.businesses`);
  }
}
