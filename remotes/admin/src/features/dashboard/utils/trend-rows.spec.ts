import { SERIES_METRICS } from '@comarketing/contracts';
import { dayText, trendRows } from './trend-rows';

const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
const series = (counts: number[]) => counts.map((count, i) => ({ day: days[i], count }));

describe('trendRows', () => {
  it('gives every series, labelled and in order, with its total over the days', () => {
    const { days: shown, rows } = trendRows({
      series: {
        user_registrations: series([1, 0, 2]),
        business_registrations: series([0, 0, 0]),
        requests: series([0, 1, 0]),
        matches: series([0, 0, 3]),
        page_views: series([10, 20, 30]),
        visitors: series([4, 5, 6]),
      },
    });
    expect(shown).toEqual(days);
    expect(rows.map((row) => row.metric)).toEqual([...SERIES_METRICS]);
    expect(rows[0]).toEqual({ metric: 'user_registrations', label: 'New users', total: 3, counts: [1, 0, 2] });
    expect(rows.find((row) => row.metric === 'business_registrations')).toMatchObject({ total: 0, counts: [0, 0, 0] });
    expect(rows.find((row) => row.metric === 'page_views')?.total).toBe(60);
  });
});

describe('dayText', () => {
  it('reads a day as written', () => {
    expect(dayText('2026-03-01')).toBe('1 Mar 2026');
    expect(dayText('2025-12-31')).toBe('31 Dec 2025');
  });
});
