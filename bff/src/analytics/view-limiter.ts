import { clientAddressSubject, clientNetworkSubject } from '@comarketing/server-kit';

/** The page views' limiter, and the blog views' (one of each per BFF). */
export const PAGE_VIEW_LIMITER = 'analytics:page-view-limiter';
export const BLOG_VIEW_LIMITER = 'blog:view-limiter';

export interface ViewLimits {
  /** Views one client address (an IPv4 address, an IPv6 /64) may send in a window. */
  perAddress: number;
  /** Views one network (IPv4 /24, IPv6 /48) may send in a window, all its addresses together. */
  perNetwork: number;
  windowMs: number;
  /** Addresses and networks tracked in one window, at most. */
  maxSubjects: number;
}

/**
 * At most `perAddress` views (page views, blog views) per client address and `perNetwork` per
 * network in each window (a minute from its first view): more is a script, not people reading
 * pages, and is refused before it is counted. Keyed on the address the BFF resolves (proxies only
 * from TRUST_PROXY), not on anything the client says: a limit keyed on the User-Agent let one
 * address be a thousand visitors by changing it. Each address and network has a window of its own,
 * so no moment hands every flooder a fresh budget at once. Kept in memory: it protects this BFF's
 * own work and its counts, and losing it at a restart costs nothing. Bounded: once `maxSubjects`
 * are tracked (ended windows are swept first), a new address or network is refused until one ends
 * (views uncounted, nobody locked out of a page).
 */
export class ViewLimiter {
  private readonly windows = new Map<string, { startedAt: number; views: number }>();

  constructor(private readonly limits: ViewLimits) {}

  /** True when a view from `address` is allowed (and counted against its address and network). */
  allow(address: string | undefined, now = Date.now()): boolean {
    const keys = this.keysOf(address);
    for (const [key] of keys) if (this.ended(key, now)) this.windows.delete(key);
    const fresh = () => keys.filter(([key]) => !this.windows.has(key)).length;
    if (this.windows.size + fresh() > this.limits.maxSubjects) {
      for (const key of this.windows.keys()) if (this.ended(key, now)) this.windows.delete(key);
      if (this.windows.size + fresh() > this.limits.maxSubjects) return false;
    }
    if (keys.some(([key, limit]) => (this.windows.get(key)?.views ?? 0) >= limit)) return false;
    for (const [key] of keys) {
      const window = this.windows.get(key) ?? { startedAt: now, views: 0 };
      window.views += 1;
      this.windows.set(key, window);
    }
    return true;
  }

  /** Seconds until `address` may be counted again: the latest end of its address's and network's windows. */
  retryAfterSeconds(address: string | undefined, now = Date.now()): number {
    const ends = this.keysOf(address).map(([key]) => (this.windows.get(key)?.startedAt ?? now) + this.limits.windowMs);
    return Math.max(1, Math.ceil((Math.max(...ends) - now) / 1000));
  }

  private keysOf(address: string | undefined): [string, number][] {
    return [
      [`address:${clientAddressSubject(address)}`, this.limits.perAddress],
      [`network:${clientNetworkSubject(address)}`, this.limits.perNetwork],
    ];
  }

  private ended(key: string, now: number): boolean {
    const window = this.windows.get(key);
    return window !== undefined && now - window.startedAt >= this.limits.windowMs;
  }
}
