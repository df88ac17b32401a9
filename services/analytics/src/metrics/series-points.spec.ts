import { fillDailySeries, pairsFound } from './series-points';

const side = (role: 'requester' | 'partner') => ({ role, matchId: 'm', userId: 'u', businessId: 'b', partnerBusinessName: 'P' });

describe('pairsFound', () => {
  it('counts a pair once although both of its sides are in the event', () => {
    expect(pairsFound({ sides: [side('requester'), side('partner'), side('requester'), side('partner')] })).toBe(2);
    expect(pairsFound({ sides: [] })).toBe(0);
  });
});

describe('fillDailySeries', () => {
  it('gives every day of the range a point, 0 where nothing happened', () => {
    const series = fillDailySeries(['user_registrations'], [{ day: '2025-03-02', metric: 'user_registrations', count: 4 }], '2025-03-01', '2025-03-03');
    expect(series.user_registrations).toEqual([
      { day: '2025-03-01', count: 0 },
      { day: '2025-03-02', count: 4 },
      { day: '2025-03-03', count: 0 },
    ]);
  });

  it('adds up counts of the same day and metric, and keeps metrics apart', () => {
    const series = fillDailySeries(
      ['page_views', 'visitors'],
      [
        { day: '2025-03-01', metric: 'page_views', count: 3 },
        { day: '2025-03-01', metric: 'page_views', count: 2 },
        { day: '2025-03-01', metric: 'visitors', count: 1 },
      ],
      '2025-03-01',
      '2025-03-01',
    );
    expect(series).toEqual({ page_views: [{ day: '2025-03-01', count: 5 }], visitors: [{ day: '2025-03-01', count: 1 }] });
  });

  it('leaves out counts outside the range', () => {
    const series = fillDailySeries(['matches'], [{ day: '2025-02-28', metric: 'matches', count: 9 }], '2025-03-01', '2025-03-01');
    expect(series.matches).toEqual([{ day: '2025-03-01', count: 0 }]);
  });
});
