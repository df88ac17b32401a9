import { clientAddressSubject } from '@comarketing/server-kit';
import { clientNetwork } from './client-network';

/** The page views' limiter, and the blog views' (one of each per BFF). */
export const PAGE_VIEW_LIMITER = 'analytics:page-view-limiter';
export const BLOG_VIEW_LIMITER = 'blog:view-limiter';

export interface ViewLimits {
  /** Views one client address (an IPv4 address, an IPv6 /64) may send in a window. */
  perAddress: number;
  /** Views one network (IPv4 /24) may send in a window, all its addresses together. */
  perNetwork: number;
  windowMs: number;
  /** Addresses and networks tracked in one window, at most. */
  maxSubjects: number;
}

/**
 * At most `perAddress` views (page views, blog views) per client address and `perNetwork` per
 * network in each window (a minute): more is a script, not people reading pages, and is refused
 * before it is counted. Keyed on the address the BFF resolves (proxies only from TRUST_PROXY), not
 * on anything the client says: a limit keyed on the User-Agent let one address be a thousand
 * visitors by changing it. Kept in memory: it protects this BFF's own work and its counts, and
 * losing it at a restart costs nothing. Bounded: once `maxSubjects` are tracked in a window, a new
 * address or network is refused until the window ends (views uncounted, nobody locked out of a
 * page), where starting the window over would have handed every flooder a fresh budget.
 */
export class ViewLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(private readonly limits: ViewLimits) {}

  /** True when a view from `address` is allowed (and counted against its address and network). */
  allow(address: string | undefined, now = Date.now()): boolean {
    if (now - this.windowStart >= this.limits.windowMs) {
      this.counts.clear();
      this.windowStart = now;
    }
    const keys: [string, number][] = [
      [`address:${clientAddressSubject(address)}`, this.limits.perAddress],
      [`network:${clientNetwork(address)}`, this.limits.perNetwork],
    ];
    const fresh = keys.filter(([key]) => !this.counts.has(key)).length;
    if (this.counts.size + fresh > this.limits.maxSubjects) return false;
    if (keys.some(([key, limit]) => (this.counts.get(key) ?? 0) >= limit)) return false;
    for (const [key] of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    return true;
  }

  /** Seconds until the current window ends. */
  retryAfterSeconds(now = Date.now()): number {
    return Math.max(1, Math.ceil((this.windowStart + this.limits.windowMs - now) / 1000));
  }
}
