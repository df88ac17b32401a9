import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Campaigns: one per accepted pair (`pair_id`) or per group partnership (`group_id`), each at most
 * once. A member row per partner business holds its share of the budget, its commitments and
 * confirmation, its voucher code (unique across all campaigns) and what it has recorded. Erasing a
 * business removes its member row, and a campaign left with fewer than two partners goes.
 */
export class Campaigns1766000000000 implements MigrationInterface {
  name = 'Campaigns1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE matching.campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pair_id uuid UNIQUE,
        group_id uuid UNIQUE REFERENCES matching.group_partnerships (id) ON DELETE SET NULL,
        request_id uuid REFERENCES matching.requests (id) ON DELETE SET NULL,
        title text NOT NULL,
        description text,
        campaign_types jsonb NOT NULL DEFAULT '[]',
        goals jsonb NOT NULL DEFAULT '[]',
        start_date date,
        end_date date,
        budget int NOT NULL DEFAULT 0 CHECK (budget >= 0),
        budget_split text NOT NULL DEFAULT '50-50' CHECK (budget_split IN ('50-50', '60-40', 'custom')),
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'active', 'completed')),
        ended_early boolean NOT NULL DEFAULT false,
        outcome_note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        activated_at timestamptz,
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX campaigns_scheduled_idx ON matching.campaigns (start_date) WHERE status = 'scheduled'`);
    await q.query(`CREATE INDEX campaigns_active_idx ON matching.campaigns (end_date) WHERE status = 'active'`);
    await q.query(`
      CREATE TABLE matching.campaign_members (
        campaign_id uuid NOT NULL REFERENCES matching.campaigns (id) ON DELETE CASCADE,
        business_id uuid NOT NULL,
        user_id uuid NOT NULL,
        business jsonb NOT NULL,
        position int NOT NULL,
        share_percent numeric(5, 2) NOT NULL CHECK (share_percent BETWEEN 0 AND 100),
        commitments jsonb NOT NULL DEFAULT '[]',
        confirmed_at timestamptz,
        voucher_code text NOT NULL,
        spend_pence bigint NOT NULL DEFAULT 0 CHECK (spend_pence >= 0),
        reach bigint NOT NULL DEFAULT 0 CHECK (reach >= 0),
        engagements bigint NOT NULL DEFAULT 0 CHECK (engagements >= 0),
        redemptions int NOT NULL DEFAULT 0 CHECK (redemptions >= 0),
        PRIMARY KEY (campaign_id, business_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX campaign_members_voucher_key ON matching.campaign_members (voucher_code)`);
    await q.query(`CREATE INDEX campaign_members_user_idx ON matching.campaign_members (user_id)`);
    await q.query(`CREATE INDEX campaign_members_business_idx ON matching.campaign_members (business_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS matching.campaign_members`);
    await q.query(`DROP TABLE IF EXISTS matching.campaigns`);
  }
}
