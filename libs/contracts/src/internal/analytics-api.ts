import { z } from 'zod';
import { dailySeriesSchema, realtimeTrafficSchema } from '../analytics/realtime-dashboard.schemas';
import { calendarDay } from '../input/calendar-day';
import { daySaltSchema, recordPageViewsSchema } from '../analytics/page-view.schemas';
import { defineInternalApi, internalRoute } from './internal-route';

const day = calendarDay();
/** A range of London calendar days, at most a year long. */
export const dailySeriesQuerySchema = z
  .object({ from: day, to: day })
  .refine((range) => range.from <= range.to, 'from must not be after to')
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 366 * 86_400_000, 'Ask for at most a year at a time');

/** The analytics service's internal API (BFF -> analytics). */
export const analyticsApi = defineInternalApi('analytics', {
  /** A batch of page views the BFF buffered (no personal data: a salted, daily visitor hash). */
  recordPageViews: internalRoute({ method: 'POST', path: '/internal/analytics/page-views', body: recordPageViewsSchema, answer: z.void(), status: 204 }),
  /** Today's salt for visitor hashes; a POST because the day's first call makes it (and does the day's housekeeping). */
  issueDaySalt: internalRoute({ method: 'POST', path: '/internal/analytics/day-salt', answer: daySaltSchema, status: 200 }),
  readRealtime: internalRoute({ method: 'GET', path: '/internal/analytics/realtime', answer: realtimeTrafficSchema }),
  readSeries: internalRoute({ method: 'GET', path: '/internal/analytics/series', query: dailySeriesQuerySchema, answer: dailySeriesSchema }),
});
