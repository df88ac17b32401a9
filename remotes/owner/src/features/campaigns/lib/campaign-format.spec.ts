import { formatPounds, formatRate, formatReach } from './campaign-format';

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
