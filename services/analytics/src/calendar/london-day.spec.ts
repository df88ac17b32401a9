import { addDays, daysBetween, londonDayOf } from './london-day';

describe('London days', () => {
  it('turns over at midnight in London, which is 23:00 UTC in summer', () => {
    expect(londonDayOf(new Date('2025-07-01T22:59:59Z'))).toBe('2025-07-01');
    expect(londonDayOf(new Date('2025-07-01T23:00:00Z'))).toBe('2025-07-02');
  });

  it('is the UTC day in winter', () => {
    expect(londonDayOf(new Date('2025-01-15T23:59:59Z'))).toBe('2025-01-15');
    expect(londonDayOf(new Date('2025-01-16T00:00:00Z'))).toBe('2025-01-16');
  });

  it('counts days across month and year ends, and across the clock change', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
  });

  it('lists a range of days with both ends, and nothing for a backwards range', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysBetween('2025-03-02', '2025-03-01')).toEqual([]);
  });
});
