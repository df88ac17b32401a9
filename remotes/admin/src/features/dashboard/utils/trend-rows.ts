import { type AdminTrends, SERIES_METRIC_LABELS, SERIES_METRICS, type SeriesMetric } from '@comarketing/contracts';

export interface TrendRow {
  metric: SeriesMetric;
  label: string;
  /** Added up over the period's days. */
  total: number;
  /** One a day, oldest first, 0 on a day nothing was counted. */
  counts: number[];
}

/**
 * The period's days (every series has a point for each, oldest first) and each series in the
 * panel's order (growth first, traffic last), with its total over the period.
 */
export function trendRows(trends: Pick<AdminTrends, 'series'>): { days: string[]; rows: TrendRow[] } {
  const rows = SERIES_METRICS.map((metric) => {
    const counts = trends.series[metric].map((point) => point.count);
    return { metric, label: SERIES_METRIC_LABELS[metric], total: counts.reduce((sum, count) => sum + count, 0), counts };
  });
  return { days: trends.series[SERIES_METRICS[0]].map((point) => point.day), rows };
}

/** '2026-03-01' as staff read a day ('1 Mar 2026'); the day as written, whatever the browser's zone. */
export const dayText = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
