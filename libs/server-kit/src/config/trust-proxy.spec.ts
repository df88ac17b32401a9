import { z } from 'zod';
import { loadConfig } from './load-config';
import { trustProxySchema } from './trust-proxy';

const schema = z.object({ TRUST_PROXY: trustProxySchema });
const read = (value: string | undefined) => loadConfig(schema, { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(read(undefined)).toBe(false);
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('0')).toBe(false);
  });

  it("takes Express's values: true, a hop count, names, addresses and CIDRs separated by commas", () => {
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('loopback')).toEqual(['loopback']);
    expect(read(' loopback, 10.0.0.0/8 ,192.168.1.7, fd00::/8, 172.16.0.0/255.240.0.0, uniquelocal')).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8', '172.16.0.0/255.240.0.0', 'uniquelocal']);
  });

  it('stops start-up on anything else, naming the variable', () => {
    for (const bad of ['yes please', 'localhost', '10.0.0.0/33', '::1/129', '10.0.0.1/', '-1', '1.5', 'loopback,,', '300.1.1.1']) {
      expect(() => read(bad)).toThrow(/TRUST_PROXY/);
    }
  });
});
