import { formatDates, formatPounds, formatRate, formatReach } from './campaign-format';

describe('campaign figures as shown', () => {
  it('writes pounds with pence only when there are any', () => {
    expect(formatPounds(1620)).toBe('£1,620');
    expect(formatPounds(300.5)).toBe('£300.50');
    expect(formatPounds(0)).toBe('£0');
  });

  it('writes reach compactly', () => {
    expect(formatReach(17_700)).toBe('17.7K');
    expect(formatReach(0)).toBe('0');
  });

  it('shows a dash, not 0%, when nothing has been reached', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(0.074)).toBe('7.4%');
    expect(formatRate(0)).toBe('0.0%');
  });
});

describe('formatDates', () => {
  it("writes a campaign's dates the UK way, and says when none are set or the end is open", () => {
    expect(formatDates({ startDate: '2027-03-01', endDate: '2027-03-31' })).toBe('1 Mar 2027 to 31 Mar 2027');
    expect(formatDates({ startDate: '2027-03-01', endDate: null })).toBe('1 Mar 2027 to open');
    expect(formatDates({ startDate: null, endDate: null })).toBeNull();
  });
});
