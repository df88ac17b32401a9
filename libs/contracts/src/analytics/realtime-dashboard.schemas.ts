import { z } from 'zod';
import { DEVICE_TYPES } from './page-view.schemas';

/** 'Active' and 'online' mean seen (a page view) in the last this many minutes. */
export const REALTIME_ACTIVE_MINUTES = 5;
/** The specification's list sizes: the first 10 visitors, 10 users and 15 activity items. */
export const REALTIME_LIST_SIZES = { visitors: 10, users: 10, activity: 15 } as const;

export const METRIC_TYPES = ['visitors', 'page_views', 'user_registrations', 'business_registrations'] as const;
export type MetricType = (typeof METRIC_TYPES)[number];

export const realtimeVisitorSchema = z.object({
  /** Today's pseudonymous visitor (a daily-salted hash, shortened): tomorrow the same person is someone else. */
  id: z.string(),
  /** The account signed in on the visitor's latest signed-in view today; null while only anonymous. */
  userId: z.string().uuid().nullable().default(null),
  currentPage: z.string(),
  /** Always null: the platform does no location lookup of addresses. */
  country: z.string().nullable(),
  pageViews: z.number().int(),
  lastActivity: z.string(),
});

export const realtimeUserSchema = z.object({
  id: z.string(),
  userId: z.string().uuid(),
  deviceType: z.enum(DEVICE_TYPES),
  browser: z.string(),
  lastActivity: z.string(),
});

export const realtimeActivitySchema = z.object({
  id: z.string(),
  metricType: z.enum(METRIC_TYPES),
  additionalData: z.record(z.string(), z.unknown()),
  metricValue: z.number(),
  createdAt: z.string(),
});
export type RealtimeActivity = z.infer<typeof realtimeActivitySchema>;

/** The analytics service's share of the dashboard (everything but the businesses). */
export const realtimeTrafficSchema = z.object({
  visitors: z.object({ active: z.number().int(), today: z.number().int(), list: z.array(realtimeVisitorSchema) }),
  users: z.object({ online: z.number().int(), today: z.number().int(), list: z.array(realtimeUserSchema) }),
  analytics: z.object({ list: z.array(realtimeActivitySchema) }),
});
export type RealtimeTraffic = z.infer<typeof realtimeTrafficSchema>;

/**
 * Who a signed-in person on the dashboard is: their e-mail, from the accounts service (the
 * analytics service knows only an id); null when the account has been deleted since.
 */
const personFields = { email: z.string().nullable() };

/** `GET /api/admin/realtime-dashboard`'s data, in the specification's shape; its people named. */
export const realtimeDashboardSchema = realtimeTrafficSchema.extend({
  /** A visitor with no `userId` is anonymous ('Visitor'), and its `email` null. */
  visitors: realtimeTrafficSchema.shape.visitors.extend({ list: z.array(realtimeVisitorSchema.extend(personFields)) }),
  users: realtimeTrafficSchema.shape.users.extend({ list: z.array(realtimeUserSchema.extend(personFields)) }),
  businesses: z.object({ total: z.number().int(), verified: z.number().int(), today: z.number().int() }),
  generatedAt: z.string(),
});
export type RealtimeDashboard = z.infer<typeof realtimeDashboardSchema>;

export const realtimeDashboardResponseSchema = z.object({ success: z.literal(true), data: realtimeDashboardSchema });
export type RealtimeDashboardResponse = z.infer<typeof realtimeDashboardResponseSchema>;

export const SERIES_METRICS = ['user_registrations', 'business_registrations', 'requests', 'matches', 'page_views', 'visitors'] as const;
export type SeriesMetric = (typeof SERIES_METRICS)[number];

/** Daily counts per metric, one point per day of the range (0 where nothing happened). */
export const dailySeriesSchema = z.object({
  from: z.string(),
  to: z.string(),
  series: z.record(z.enum(SERIES_METRICS), z.array(z.object({ day: z.string(), count: z.number().int() }))),
});
export type DailySeries = z.infer<typeof dailySeriesSchema>;
