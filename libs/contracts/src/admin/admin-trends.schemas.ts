import { z } from 'zod';
import { dailySeriesSchema } from '../analytics/realtime-dashboard.schemas';

// The dashboard's trend: `GET /api/admin/trends?days=30`, the analytics service's daily counts
// over the last days (London days, today included), for staff to see how the platform grows.

/** How many days the trend may span: a week at least, about a quarter at most, a month unless asked. */
export const TREND_DAYS = { min: 7, max: 90, default: 30 } as const;
const DAYS_TEXT = `days must be a whole number from ${TREND_DAYS.min} to ${TREND_DAYS.max}`;

export const adminTrendsQuerySchema = z.object({
  days: z.coerce.number({ error: DAYS_TEXT }).int(DAYS_TEXT).min(TREND_DAYS.min, DAYS_TEXT).max(TREND_DAYS.max, DAYS_TEXT).default(TREND_DAYS.default),
});
export type AdminTrendsQuery = z.infer<typeof adminTrendsQuerySchema>;

/** A point for every day of `from`..`to` in each series (0 on a day nothing was counted), oldest first. */
export const adminTrendsSchema = dailySeriesSchema.extend({
  days: z.number().int(),
  generatedAt: z.string(),
});
export type AdminTrends = z.infer<typeof adminTrendsSchema>;
