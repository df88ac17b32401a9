import { type RealtimeActivity, type RealtimeTraffic } from '@comarketing/contracts';
import { type ActivityRow } from '../metrics/metric.repository';
import { type PageViewActivityRow, type SignedInUserRow, type VisitorRow } from '../page-views/page-view.repository';

/** Today's visitor as the dashboard shows it: a short form of the day's hash, and no location (none is looked up). */
export const toRealtimeVisitor = (row: VisitorRow): RealtimeTraffic['visitors']['list'][number] => ({
  id: row.visitor.slice(0, 12),
  userId: row.user_id,
  currentPage: row.current_page,
  country: null,
  pageViews: row.page_views,
  lastActivity: row.last_activity.toISOString(),
});

export const toRealtimeUser = (row: SignedInUserRow): RealtimeTraffic['users']['list'][number] => ({
  id: row.id,
  userId: row.user_id,
  deviceType: row.device_type,
  browser: row.browser,
  lastActivity: row.last_activity.toISOString(),
});

/** A page view in the activity list: 'visitors' when it was a visitor's first of the day. */
export const pageViewToActivity = (row: PageViewActivityRow): RealtimeActivity => ({
  id: `page-view-${row.id}`,
  metricType: row.first_of_visitor ? 'visitors' : 'page_views',
  additionalData: { path: row.path, referrer: row.referrer, deviceType: row.device_type, browser: row.browser },
  metricValue: 1,
  createdAt: row.viewed_at.toISOString(),
});

export const toActivity = (row: ActivityRow): RealtimeActivity => ({
  id: `activity-${row.id}`,
  metricType: row.metric_type,
  additionalData: row.additional_data,
  metricValue: row.metric_value,
  createdAt: row.created_at.toISOString(),
});

/** The newest `limit` items of both lists together, newest first. */
export function latestActivity(items: RealtimeActivity[], limit: number): RealtimeActivity[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, limit);
}
