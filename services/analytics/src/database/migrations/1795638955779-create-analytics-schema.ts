import { outboxInboxDdl } from '@comarketing/messaging';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateAnalyticsSchema1795638955779 implements MigrationInterface {
  name = 'CreateAnalyticsSchema1795638955779';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS analytics`);
    // The day's random salt for visitor hashes; only today's row exists (older ones are deleted
    // when the next day's is made), so no stored hash can be recomputed from an address later.
    await q.query(`CREATE TABLE analytics.day_salts (day date PRIMARY KEY, salt text NOT NULL)`);
    // One row per page view: no address, no cookie; `visitor` is the daily-salted hash.
    await q.query(`
      CREATE TABLE analytics.page_views (
        id bigserial PRIMARY KEY,
        day date NOT NULL,
        viewed_at timestamptz NOT NULL DEFAULT now(),
        visitor text NOT NULL,
        user_id uuid,
        path text NOT NULL,
        referrer text,
        device_type text NOT NULL,
        browser text NOT NULL
      )`);
    await q.query(`CREATE INDEX page_views_viewed_at ON analytics.page_views (viewed_at)`);
    await q.query(`CREATE INDEX page_views_day_visitor ON analytics.page_views (day, visitor, id)`);
    await q.query(`CREATE INDEX page_views_user ON analytics.page_views (user_id) WHERE user_id IS NOT NULL`);
    // The time series: one count per day and metric, kept after the page views are gone.
    await q.query(`
      CREATE TABLE analytics.daily_counts (
        day date NOT NULL,
        metric text NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (day, metric)
      )`);
    // Businesses already counted as new (business.upserted comes on every change, not only the first).
    await q.query(`CREATE TABLE analytics.counted_businesses (business_id uuid PRIMARY KEY)`);
    // What happened besides page views, for the dashboard's activity list (no names, no e-mails).
    await q.query(`
      CREATE TABLE analytics.activity (
        id bigserial PRIMARY KEY,
        metric_type text NOT NULL,
        metric_value integer NOT NULL,
        additional_data jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX activity_created_at ON analytics.activity (created_at)`);
    // The outbox its events leave through, and the inbox that makes consuming idempotent.
    for (const statement of outboxInboxDdl('analytics')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS analytics CASCADE`);
  }
}
