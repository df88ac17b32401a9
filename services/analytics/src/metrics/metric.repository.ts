import { Injectable } from '@nestjs/common';
import { type MetricType, type SeriesMetric } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { type DailyCount } from './series-points';

export interface ActivityRow {
  id: string;
  metric_type: MetricType;
  metric_value: number;
  additional_data: Record<string, unknown>;
  created_at: Date;
}

/** `analytics.daily_counts`, `analytics.activity` and `analytics.counted_businesses`. */
@Injectable()
export class MetricRepository {
  async addToDay(db: SqlExecutor, day: string, metric: SeriesMetric, amount: number): Promise<void> {
    if (amount === 0) return;
    await db.query(
      `INSERT INTO analytics.daily_counts (day, metric, count) VALUES ($1, $2, $3)
       ON CONFLICT (day, metric) DO UPDATE SET count = analytics.daily_counts.count + EXCLUDED.count`,
      [day, metric, amount],
    );
  }

  async addActivity(db: SqlExecutor, metricType: MetricType, at: Date, additionalData: Record<string, unknown> = {}): Promise<void> {
    await db.query(`INSERT INTO analytics.activity (metric_type, metric_value, additional_data, created_at) VALUES ($1, 1, $2::jsonb, $3)`, [
      metricType,
      JSON.stringify(additionalData),
      at,
    ]);
  }

  /** True the first time a business is seen (so it is counted as new once), false after. */
  async firstSightOfBusiness(db: SqlExecutor, businessId: string): Promise<boolean> {
    const rows = await db.query(`INSERT INTO analytics.counted_businesses (business_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING business_id`, [businessId]);
    return rows.length > 0;
  }

  async forgetBusiness(db: SqlExecutor, businessId: string): Promise<void> {
    await db.query(`DELETE FROM analytics.counted_businesses WHERE business_id = $1`, [businessId]);
  }

  latestActivity(db: SqlExecutor, limit: number): Promise<ActivityRow[]> {
    return db.query<ActivityRow>(`SELECT id::text AS id, metric_type, metric_value, additional_data, created_at FROM analytics.activity ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
  }

  async forgetActivityBefore(db: SqlExecutor, before: Date): Promise<void> {
    await db.query(`DELETE FROM analytics.activity WHERE created_at < $1`, [before]);
  }

  /** Stored daily counts of the range, plus the page views not yet rolled up into them. */
  dailyCounts(db: SqlExecutor, from: string, to: string): Promise<DailyCount[]> {
    return db.query<DailyCount>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, count FROM analytics.daily_counts WHERE day BETWEEN $1 AND $2
       UNION ALL
       SELECT to_char(day, 'YYYY-MM-DD'), m.metric, (CASE m.metric WHEN 'page_views' THEN count(*) ELSE count(DISTINCT visitor) END)::int
         FROM analytics.page_views CROSS JOIN (VALUES ('page_views'), ('visitors')) AS m(metric)
        WHERE day BETWEEN $1 AND $2 GROUP BY day, m.metric`,
      [from, to],
    );
  }
}
