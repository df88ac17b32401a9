import { DailySalt, londonDayOf, visitorHash } from './daily-salt';

describe('visitorHash', () => {
  it('is the same visitor all day, and another one with the next day\'s salt', () => {
    const today = visitorHash('salt-one', '203.0.113.7', 'Firefox');
    expect(visitorHash('salt-one', '203.0.113.7', 'Firefox')).toBe(today);
    expect(visitorHash('salt-two', '203.0.113.7', 'Firefox')).not.toBe(today);
  });

  it('tells apart two browsers behind one address, and holds no trace of the address', () => {
    const hash = visitorHash('salt', '203.0.113.7', 'Firefox');
    expect(visitorHash('salt', '203.0.113.7', 'Chrome')).not.toBe(hash);
    expect(hash).not.toContain('203.0.113.7');
    expect(hash).toMatch(/^[\w-]{43}$/);
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
