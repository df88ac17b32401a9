import { type MatchesFoundPayload, type SeriesMetric } from '@comarketing/contracts';
import { daysBetween } from '../calendar/london-day';

/** New pairs in a `matches.found`: each pair comes as two sides, one of them the requester's. */
export function pairsFound(payload: Pick<MatchesFoundPayload, 'sides'>): number {
  return payload.sides.filter((side) => side.role === 'requester').length;
}

export interface DailyCount {
  day: string;
  metric: SeriesMetric;
  count: number;
}

/**
 * One series per metric over `from`..`to`, a point for every day (0 where nothing was counted),
 * the counts of a day and metric given more than once added up (stored counts and today's live ones).
 */
export function fillDailySeries(metrics: readonly SeriesMetric[], counts: DailyCount[], from: string, to: string): Record<SeriesMetric, { day: string; count: number }[]> {
  const byKey = new Map<string, number>();
  for (const { day, metric, count } of counts) byKey.set(`${metric} ${day}`, (byKey.get(`${metric} ${day}`) ?? 0) + count);
  const days = daysBetween(from, to);
  return Object.fromEntries(metrics.map((metric) => [metric, days.map((day) => ({ day, count: byKey.get(`${metric} ${day}`) ?? 0 }))])) as Record<
    SeriesMetric,
    { day: string; count: number }[]
  >;
}
