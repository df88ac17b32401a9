import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('groups IPv4 addresses by /24, mapped ones included, and IPv6 by /64', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.113.250')).toBe('203.0.113.0/24');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.0/24');
    expect(clientNetwork('203.0.114.9')).toBe('203.0.114.0/24');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork(undefined)).toBe('unknown');
  });
});
