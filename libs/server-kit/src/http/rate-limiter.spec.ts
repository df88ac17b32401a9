import { clientAddressSubject } from './rate-limiter';

// The limiter's counting runs against a real database: infra/embedded/test/rate-limiter.spec.ts.

describe('clientAddressSubject', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped IPv6, and groups IPv6 by /64', () => {
    expect(clientAddressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressSubject('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressSubject('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientAddressSubject('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressSubject('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressSubject(undefined)).toBe('unknown');
  });
});
