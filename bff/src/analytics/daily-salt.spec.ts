import { DailySalt, londonDayOf, visitorHash } from './daily-salt';

describe('visitorHash', () => {
  const firefox = { deviceType: 'desktop', browser: 'Firefox' } as const;

  it('is the same visitor all day, and another one with the next day\'s salt', () => {
    const today = visitorHash('salt-one', '203.0.113.7', firefox);
    expect(visitorHash('salt-one', '203.0.113.7', firefox)).toBe(today);
    expect(visitorHash('salt-two', '203.0.113.7', firefox)).not.toBe(today);
  });

  it('tells apart two browser families or devices behind one address, and holds no trace of the address', () => {
    const hash = visitorHash('salt', '203.0.113.7', firefox);
    expect(visitorHash('salt', '203.0.113.7', { deviceType: 'desktop', browser: 'Chrome' })).not.toBe(hash);
    expect(visitorHash('salt', '203.0.113.7', { deviceType: 'mobile', browser: 'Firefox' })).not.toBe(hash);
    expect(visitorHash('salt', '203.0.113.8', firefox)).not.toBe(hash);
    expect(hash).not.toContain('203.0.113.7');
    expect(hash).toMatch(/^[\w-]{43}$/);
  });

  it('is one visitor for the addresses of one IPv6 /64 (a device picks new ones at will)', () => {
    expect(visitorHash('salt', '2001:db8:1:2::1', firefox)).toBe(visitorHash('salt', '2001:db8:1:2:abcd::9', firefox));
  });
});

describe('DailySalt', () => {
  const salts = () => {
    let calls = 0;
    const fetchSalt = jest.fn(async () => ({ day: 'asked', salt: `salt-${++calls}` }));
    return { fetchSalt };
  };

  it('asks the service once a day, however many requests come at once', async () => {
    const { fetchSalt } = salts();
    const daily = new DailySalt(async () => ({ ...(await fetchSalt()), day: '2025-03-01' }), () => '2025-03-01');
    const got = await Promise.all([daily.get(), daily.get(), daily.get()]);
    expect(got).toEqual(['salt-1', 'salt-1', 'salt-1']);
    expect(await daily.get()).toBe('salt-1');
    expect(fetchSalt).toHaveBeenCalledTimes(1);
  });

  it('asks again when the day turns, and uses the new salt', async () => {
    const { fetchSalt } = salts();
    let day = '2025-03-01';
    const daily = new DailySalt(async () => ({ ...(await fetchSalt()), day }), () => day);
    expect(await daily.get()).toBe('salt-1');
    day = '2025-03-02';
    expect(await daily.get()).toBe('salt-2');
    expect(fetchSalt).toHaveBeenCalledTimes(2);
  });

  it('does not remember a failed ask: the next request tries again', async () => {
    const fetchSalt = jest.fn().mockRejectedValueOnce(new Error('analytics unavailable')).mockResolvedValue({ day: '2025-03-01', salt: 'salt-ok' });
    const daily = new DailySalt(fetchSalt, () => '2025-03-01');
    await expect(daily.get()).rejects.toThrow('analytics unavailable');
    expect(await daily.get()).toBe('salt-ok');
  });
});

describe('londonDayOf', () => {
  it('turns at midnight in London, an hour before midnight UTC in summer', () => {
    expect(londonDayOf(new Date('2025-07-01T22:59:59Z'))).toBe('2025-07-01');
    expect(londonDayOf(new Date('2025-07-01T23:00:00Z'))).toBe('2025-07-02');
  });
});
