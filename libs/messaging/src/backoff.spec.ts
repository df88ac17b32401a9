import { cappedBackoff } from './backoff';

describe('cappedBackoff', () => {
  it('doubles per failure and never exceeds the cap, jitter included', () => {
    expect(cappedBackoff(100, 1, 30_000, 0)).toBe(100);
    expect(cappedBackoff(100, 2, 30_000, 0)).toBe(200);
    expect(cappedBackoff(100, 5, 30_000, 0)).toBe(1600);
    expect(cappedBackoff(100, 50, 30_000, 0)).toBe(30_000);
    for (let failures = 1; failures < 40; failures++) {
      const delay = cappedBackoff(1000, failures, 30_000);
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThanOrEqual(30_000);
    }
  });

  it('spreads delays by the jitter factor', () => {
    const delays = Array.from({ length: 200 }, () => cappedBackoff(1000, 1, 30_000, 0.2));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(800);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1200);
    expect(new Set(delays).size).toBeGreaterThan(1);
  });
});
