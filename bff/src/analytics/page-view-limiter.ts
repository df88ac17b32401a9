/**
 * At most `limit` page views per visitor in each window (a minute): more is a script, not a person
 * reading pages, and is refused before it costs a database write. Kept in memory: it protects this
 * BFF's own work, and losing it at a restart costs nothing. Bounded: when more than `maxVisitors`
 * are tracked in one window (a flood of made-up User-Agents), the window starts over.
 */
export class PageViewLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(private readonly options: { limit: number; windowMs: number; maxVisitors: number }) {}

  /** True when this view is allowed (and counted). */
  allow(visitor: string, now = Date.now()): boolean {
    if (now - this.windowStart >= this.options.windowMs || this.counts.size >= this.options.maxVisitors) {
      this.counts.clear();
      this.windowStart = now;
    }
    const count = (this.counts.get(visitor) ?? 0) + 1;
    this.counts.set(visitor, count);
    return count <= this.options.limit;
  }

  /** Seconds until the current window ends. */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + this.options.windowMs - now) / 1000));
  }
}
