import { formatPounds, formatReach } from './figure-format';

describe('figures as the owner app shows them', () => {
  it('writes pounds with pence only when there are any', () => {
    expect(formatPounds(1620)).toBe('£1,620');
    expect(formatPounds(300.5)).toBe('£300.50');
    expect(formatPounds(0)).toBe('£0');
  });

  it('writes reach compactly', () => {
    expect(formatReach(17_700)).toBe('17.7K');
    expect(formatReach(0)).toBe('0');
  });
});
