import { Injectable } from '@nestjs/common';
import { type RecordPageView } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

export interface VisitorRow {
  visitor: string;
  /** Who was signed in on the visitor's latest signed-in view of the day; null while only anonymous. */
  user_id: string | null;
  current_page: string;
  page_views: number;
  last_activity: Date;
}

export interface SignedInUserRow {
  id: string;
  user_id: string;
  device_type: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  last_activity: Date;
}

export interface PageViewActivityRow {
  id: string;
  path: string;
  referrer: string | null;
  device_type: string;
  browser: string;
  viewed_at: Date;
  first_of_visitor: boolean;
}

/** `analytics.page_views` and `analytics.day_salts`: the only place that writes SQL for them. */
@Injectable()
export class PageViewRepository {
  /** Many page views in one statement, each on the London day it was viewed. */
  async insertMany(db: SqlExecutor, views: (RecordPageView & { day: string; viewedAt: string })[]): Promise<void> {
    await db.query(
      `INSERT INTO analytics.page_views (day, viewed_at, visitor, user_id, path, referrer, device_type, browser)
       SELECT * FROM unnest($1::date[], $2::timestamptz[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[])`,
      [
        views.map((v) => v.day),
        views.map((v) => v.viewedAt),
        views.map((v) => v.visitor),
        views.map((v) => v.userId),
        views.map((v) => v.path),
        views.map((v) => v.referrer),
        views.map((v) => v.deviceType),
        views.map((v) => v.browser),
      ],
    );
  }

  /** The day's salt: `candidate` when this is the first time anyone asks for it, else the one kept. */
  async saltOf(db: SqlExecutor, day: string, candidate: string): Promise<{ salt: string; created: boolean }> {
    const [made] = await db.query<{ salt: string }>(`INSERT INTO analytics.day_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING RETURNING salt`, [day, candidate]);
    if (made) return { salt: made.salt, created: true };
    const [kept] = await db.query<{ salt: string }>(`SELECT salt FROM analytics.day_salts WHERE day = $1`, [day]);
    return { salt: kept.salt, created: false };
  }

  /** Salts of days before `day` go: from then on nobody can tell whose those days' hashes were. */
  async forgetSaltsBefore(db: SqlExecutor, day: string): Promise<void> {
    await db.query(`DELETE FROM analytics.day_salts WHERE day < $1`, [day]);
  }

  /**
   * Page views of days before `day` are added to the daily counts (views and distinct visitors)
   * and deleted. Days already counted are left as they are, so running it twice counts once.
   */
  async rollUpAndDeleteBefore(db: SqlExecutor, day: string): Promise<number> {
    await db.query(
      `INSERT INTO analytics.daily_counts (day, metric, count)
         SELECT day, m.metric, CASE m.metric WHEN 'page_views' THEN count(*) ELSE count(DISTINCT visitor) END
           FROM analytics.page_views CROSS JOIN (VALUES ('page_views'), ('visitors')) AS m(metric)
          WHERE day < $1
          GROUP BY day, m.metric
       ON CONFLICT (day, metric) DO NOTHING`,
      [day],
    );
    const deleted = await db.query<{ id: string }>(`DELETE FROM analytics.page_views WHERE day < $1 RETURNING id`, [day]);
    return deleted.length;
  }

  /** A deleted user's page views stay counted but no longer say whose they were. */
  async forgetUser(db: SqlExecutor, userId: string): Promise<void> {
    await db.query(`UPDATE analytics.page_views SET user_id = NULL WHERE user_id = $1`, [userId]);
  }

  async visitorFigures(db: SqlExecutor, day: string, activeSince: Date): Promise<{ active: number; today: number; usersOnline: number; usersToday: number }> {
    const [row] = await db.query<{ active: number; today: number; users_online: number; users_today: number }>(
      `SELECT count(DISTINCT visitor) FILTER (WHERE viewed_at >= $2)::int AS active,
              count(DISTINCT visitor)::int AS today,
              count(DISTINCT user_id) FILTER (WHERE viewed_at >= $2)::int AS users_online,
              count(DISTINCT user_id)::int AS users_today
         FROM analytics.page_views WHERE day = $1`,
      [day, activeSince],
    );
    return { active: row.active, today: row.today, usersOnline: row.users_online, usersToday: row.users_today };
  }

  /** The day's visitors, the most recently seen first: their latest page, how many they saw, and who was signed in. */
  latestVisitors(db: SqlExecutor, day: string, limit: number): Promise<VisitorRow[]> {
    return db.query<VisitorRow>(
      `SELECT visitor, (array_agg(path ORDER BY id DESC))[1] AS current_page, count(*)::int AS page_views, max(viewed_at) AS last_activity,
              (array_agg(user_id ORDER BY id DESC) FILTER (WHERE user_id IS NOT NULL))[1] AS user_id
         FROM analytics.page_views WHERE day = $1
        GROUP BY visitor ORDER BY max(id) DESC LIMIT $2`,
      [day, limit],
    );
  }

  /** The day's signed-in users, the most recently seen first, with the device of their latest view. */
  latestUsers(db: SqlExecutor, day: string, limit: number): Promise<SignedInUserRow[]> {
    return db.query<SignedInUserRow>(
      `SELECT * FROM (
         SELECT DISTINCT ON (user_id) id::text AS id, user_id, device_type, browser, viewed_at AS last_activity
           FROM analytics.page_views WHERE day = $1 AND user_id IS NOT NULL
          ORDER BY user_id, id DESC
       ) latest ORDER BY id::bigint DESC LIMIT $2`,
      [day, limit],
    );
  }

  /** The latest page views, each saying whether it was its visitor's first of that day. */
  latestViews(db: SqlExecutor, limit: number): Promise<PageViewActivityRow[]> {
    return db.query<PageViewActivityRow>(
      `SELECT p.id::text AS id, p.path, p.referrer, p.device_type, p.browser, p.viewed_at,
              NOT EXISTS (SELECT 1 FROM analytics.page_views e WHERE e.day = p.day AND e.visitor = p.visitor AND e.id < p.id) AS first_of_visitor
         FROM analytics.page_views p ORDER BY p.id DESC LIMIT $1`,
      [limit],
    );
  }
}
