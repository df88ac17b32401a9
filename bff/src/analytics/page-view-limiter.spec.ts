import { PageViewLimiter } from './page-view-limiter';

describe('PageViewLimiter', () => {
  it('allows a visitor their limit in a window, refuses the rest, and starts again in the next window', () => {
    const limiter = new PageViewLimiter({ limit: 2, windowMs: 60_000, maxVisitors: 100 });
    expect([limiter.allow('a', 0), limiter.allow('a', 1), limiter.allow('a', 2)]).toEqual([true, true, false]);
    expect(limiter.allow('b', 3)).toBe(true);
    expect(limiter.retryAfterSeconds(30_000)).toBe(30);
    expect(limiter.allow('a', 60_000)).toBe(true);
  });

  it('never tracks more than its bound of visitors', () => {
    const limiter = new PageViewLimiter({ limit: 1, windowMs: 60_000, maxVisitors: 2 });
    limiter.allow('a', 0);
    limiter.allow('b', 0);
    // A third visitor starts the window over rather than growing the map.
    expect(limiter.allow('c', 0)).toBe(true);
    expect(limiter.allow('a', 0)).toBe(true);
  });
});
