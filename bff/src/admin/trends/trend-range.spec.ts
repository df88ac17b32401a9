import { trendRange } from './trend-range';

describe('trendRange', () => {
  it('ends on today in London and spans the days asked for, today included', () => {
    expect(trendRange(30, new Date('2026-03-15T12:00:00Z'))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(trendRange(7, new Date('2026-01-03T09:00:00Z'))).toEqual({ from: '2025-12-28', to: '2026-01-03' });
  });

  it("takes London's day, not UTC's: after midnight in summer time it is already tomorrow", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(trendRange(7, new Date('2026-06-30T23:30:00Z'))).toEqual({ from: '2026-06-25', to: '2026-07-01' });
    // In winter London is on UTC: 23:30 UTC on 30 December is still the 30th.
    expect(trendRange(7, new Date('2026-12-30T23:30:00Z'))).toEqual({ from: '2026-12-24', to: '2026-12-30' });
  });

  it('counts calendar days across the clock change (a 23-hour day is still one day)', () => {
    // British Summer Time begins on 29 March 2026.
    expect(trendRange(7, new Date('2026-04-01T12:00:00Z'))).toEqual({ from: '2026-03-26', to: '2026-04-01' });
  });
});
