import { clientAddressSubject, clientNetworkSubject } from './rate-limiter';

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

describe('clientNetworkSubject', () => {
  it('groups IPv4 addresses by /24, IPv4-mapped IPv6 included in either spelling', () => {
    expect(clientNetworkSubject('203.0.113.9')).toBe('203.0.113.0/24');
    expect(clientNetworkSubject('203.0.113.254')).toBe('203.0.113.0/24');
    expect(clientNetworkSubject('203.0.114.9')).toBe('203.0.114.0/24');
    expect(clientNetworkSubject('::ffff:127.1.2.3')).toBe('127.1.2.0/24');
    expect(clientNetworkSubject('::FFFF:127.1.2.3')).toBe('127.1.2.0/24');
    expect(clientNetworkSubject('::ffff:7f01:203')).toBe('127.1.2.0/24');
  });

  it('groups IPv6 by /48, the next size above the /64 one subscriber holds', () => {
    expect(clientNetworkSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48');
    expect(clientNetworkSubject('2001:db8:1:ffff:ffff:ffff:ffff:ffff')).toBe('2001:db8:1::/48');
    expect(clientNetworkSubject('2001:DB8:0001::9')).toBe('2001:db8:1::/48');
    expect(clientNetworkSubject('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(clientNetworkSubject('2001:db8:2::1')).not.toBe(clientNetworkSubject('2001:db8:1::1'));
    expect(clientNetworkSubject('::1')).toBe('0:0:0::/48');
  });

  it('never groups an address it cannot read with another', () => {
    expect(clientNetworkSubject(undefined)).toBe('unknown');
    expect(clientNetworkSubject('not-an-address')).toBe('not-an-address');
  });
});
