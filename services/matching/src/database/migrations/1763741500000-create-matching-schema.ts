import { outboxInboxDdl } from '@comarketing/messaging';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMatchingSchema1763741500000 implements MigrationInterface {
  name = 'CreateMatchingSchema1763741500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS matching`);
    // The read model of businesses, fed by business.* events, with coordinates from the outcode table.
    await q.query(`
      CREATE TABLE matching.businesses (
        business_id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        facts jsonb NOT NULL,
        latitude double precision,
        longitude double precision,
        industry text NOT NULL,
        collaboration_preference text,
        radius int NOT NULL,
        source_updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX businesses_lat_lng_idx ON matching.businesses (latitude, longitude)`);
    await q.query(`CREATE INDEX businesses_user_idx ON matching.businesses (user_id)`);
    await q.query(`CREATE INDEX businesses_nationwide_idx ON matching.businesses (radius) WHERE radius = 999`);
    await q.query(`
      CREATE TABLE matching.requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        business_id uuid NOT NULL,
        user_id uuid NOT NULL,
        title text NOT NULL,
        campaign_types jsonb NOT NULL,
        goals jsonb NOT NULL,
        description text NOT NULL,
        budget_min int NOT NULL,
        budget_max int NOT NULL,
        budget_period text NOT NULL,
        start_date date,
        end_date date,
        ideal_partner jsonb NOT NULL,
        requester jsonb NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'matched', 'no-matches')),
        matched_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX requests_user_idx ON matching.requests (user_id, created_at DESC)`);
    // Up to 10 scored candidates per request, for GET /api/auto-matches.
    await q.query(`
      CREATE TABLE matching.auto_matches (
        request_id uuid NOT NULL REFERENCES matching.requests (id) ON DELETE CASCADE,
        business_id uuid NOT NULL,
        rank int NOT NULL,
        score double precision NOT NULL CHECK (score >= 0 AND score <= 1),
        reasons jsonb NOT NULL,
        business jsonb NOT NULL,
        PRIMARY KEY (request_id, business_id)
      )`);
    // One row per side of a pair, linked by pair_id; each owner sees the other side as "partner".
    await q.query(`
      CREATE TABLE matching.partner_matches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pair_id uuid NOT NULL,
        request_id uuid REFERENCES matching.requests (id) ON DELETE SET NULL,
        user_id uuid NOT NULL,
        business_id uuid NOT NULL,
        partner_user_id uuid NOT NULL,
        partner_business_id uuid NOT NULL,
        partner jsonb NOT NULL,
        match_score int NOT NULL CHECK (match_score BETWEEN 0 AND 100),
        match_reasons jsonb NOT NULL,
        match_type text NOT NULL DEFAULT 'auto' CHECK (match_type IN ('auto', 'manual', 'premium')),
        priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('high', 'medium', 'low')),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'expired', 'approved', 'active')),
        is_viewed boolean NOT NULL DEFAULT false,
        expires_at timestamptz,
        response_date timestamptz,
        response_message text,
        admin_notes text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX partner_matches_side_key ON matching.partner_matches (pair_id, business_id)`);
    await q.query(`CREATE INDEX partner_matches_user_idx ON matching.partner_matches (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX partner_matches_pending_expiry_idx ON matching.partner_matches (expires_at) WHERE status = 'pending'`);
    // Pairs never suggested again for a while: declined (90 days) or already matched.
    await q.query(`
      CREATE TABLE matching.pair_history (
        business_a uuid NOT NULL,
        business_b uuid NOT NULL,
        pair_id uuid NOT NULL,
        declined_at timestamptz,
        PRIMARY KEY (business_a, business_b),
        CHECK (business_a < business_b)
      )`);
    for (const statement of outboxInboxDdl('matching')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS matching CASCADE`);
  }
}
