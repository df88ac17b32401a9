import { londonDayOf } from '../../analytics/daily-salt';

/**
 * The last `days` London days, today (in London, where the analytics service's days turn over)
 * included: `from` is `days - 1` days before today. Day arithmetic on the calendar date alone, so
 * a clock change in the range moves nothing.
 */
export function trendRange(days: number, now: Date): { from: string; to: string } {
  const to = londonDayOf(now);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}
