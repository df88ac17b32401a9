import { ViewLimiter } from './view-limiter';

describe('ViewLimiter', () => {
  const limiter = (over: Partial<ConstructorParameters<typeof ViewLimiter>[0]> = {}) => new ViewLimiter({ perAddress: 2, perNetwork: 3, windowMs: 60_000, maxSubjects: 100, ...over });

  it('allows an address its limit in a window, refuses the rest, and starts again in the next window', () => {
    const views = limiter();
    expect([views.allow('203.0.113.7', 0), views.allow('203.0.113.7', 1), views.allow('203.0.113.7', 2)]).toEqual([true, true, false]);
    expect(views.retryAfterSeconds('203.0.113.7', 30_000)).toBe(30);
    expect(views.allow('203.0.113.7', 60_000)).toBe(true);
  });

  it('gives each address and network a window of its own, from its first view', () => {
    const views = limiter({ perAddress: 1 });
    expect(views.allow('203.0.113.7', 0)).toBe(true);
    expect(views.allow('198.51.100.7', 50_000)).toBe(true);
    // The first address's window ends at 60 s; the second's not before 110 s.
    expect([views.allow('203.0.113.7', 60_000), views.allow('198.51.100.7', 60_000)]).toEqual([true, false]);
    expect(views.retryAfterSeconds('198.51.100.7', 60_000)).toBe(50);
    expect(views.allow('198.51.100.7', 110_000)).toBe(true);
  });

  it('shares one budget among the addresses of a network (IPv4 /24), and counts an IPv6 /64 as one address', () => {
    const views = limiter();
    expect([views.allow('203.0.113.7', 0), views.allow('203.0.113.8', 0), views.allow('203.0.113.9', 0), views.allow('203.0.113.10', 0)]).toEqual([true, true, true, false]);
    // Another network has its own.
    expect(views.allow('198.51.100.7', 0)).toBe(true);
    // IPv6 addresses of one /64 are one client.
    expect([views.allow('2001:db8::1', 0), views.allow('2001:db8::2', 0), views.allow('2001:db8::3', 0)]).toEqual([true, true, false]);
  });

  it('counts a refused view nowhere, so a network refusal leaves the address its budget', () => {
    const views = limiter({ perAddress: 5, perNetwork: 1 });
    expect([views.allow('203.0.113.7', 0), views.allow('203.0.113.8', 0)]).toEqual([true, false]);
    expect(views.allow('203.0.113.8', 60_000)).toBe(true);
  });

  it('never tracks more than its bound, and refuses newcomers rather than forgetting the counts', () => {
    const views = limiter({ perAddress: 1, maxSubjects: 4 });
    expect([views.allow('203.0.113.7', 0), views.allow('198.51.100.7', 0)]).toEqual([true, true]);
    expect(views.allow('192.0.2.7', 0)).toBe(false);
    expect(views.allow('203.0.113.7', 0)).toBe(false);
    expect(views.allow('192.0.2.7', 60_000)).toBe(true);
  });
});
