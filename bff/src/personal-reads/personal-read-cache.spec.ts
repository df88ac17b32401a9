import { PersonalReadCache } from './personal-read-cache';

/** A load that answers when told to, counting calls. */
function deferredLoads<T>() {
  const pending: ((value: T) => void)[] = [];
  let calls = 0;
  return {
    load: () => {
      calls++;
      return new Promise<T>((resolve) => pending.push(resolve));
    },
    answer: (value: T) => pending.shift()!(value),
    get calls() {
      return calls;
    },
  };
}

describe('PersonalReadCache', () => {
  let clock: number;
  let cache: PersonalReadCache;
  const counted = () => {
    let calls = 0;
    return { load: async () => ({ unreadCount: ++calls }), calls: () => calls };
  };

  beforeEach(() => {
    clock = 0;
    cache = new PersonalReadCache(15_000, () => clock, 10_000);
  });

  it('answers a user’s read from memory until its time is up, each user and key apart', async () => {
    const source = counted();
    expect(await cache.read('u1', 'count', source.load)).toEqual({ unreadCount: 1 });
    clock = 14_999;
    expect(await cache.read('u1', 'count', source.load)).toEqual({ unreadCount: 1 });
    expect(await cache.read('u2', 'count', source.load)).toEqual({ unreadCount: 2 });
    expect(await cache.read('u1', 'other', source.load)).toEqual({ unreadCount: 3 });
    clock = 15_000;
    expect(await cache.read('u1', 'count', source.load)).toEqual({ unreadCount: 4 });
  });

  it('forgets every read of the users it is told about, and only theirs', async () => {
    const source = counted();
    await cache.read('u1', 'a', source.load);
    await cache.read('u1', 'b', source.load);
    await cache.read('u2', 'a', source.load);
    cache.forgetUsers(['u1']);
    expect(await cache.read('u1', 'a', source.load)).toEqual({ unreadCount: 4 });
    expect(await cache.read('u1', 'b', source.load)).toEqual({ unreadCount: 5 });
    expect(await cache.read('u2', 'a', source.load)).toEqual({ unreadCount: 3 });
  });

  it('does not store what a load that began before a change brings back', async () => {
    const source = deferredLoads<{ name: string }>();
    const before = cache.read('u1', 'me', source.load);
    cache.forgetUsers(['u1']);
    source.answer({ name: 'Old' });
    expect(await before).toEqual({ name: 'Old' });
    const after = cache.read('u1', 'me', source.load);
    source.answer({ name: 'New' });
    expect(await after).toEqual({ name: 'New' });
    expect(await cache.read('u1', 'me', source.load)).toEqual({ name: 'New' });
    expect(source.calls).toBe(2);
  });

  it('stores no failure', async () => {
    await expect(cache.read('u1', 'me', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('u1', 'me', async () => 'up')).toBe('up');
  });

  it('hands out frozen values, so no request can change what the next one gets', async () => {
    const value = await cache.read('u1', 'list', async () => [{ id: 'n1', read: false }]);
    expect(() => {
      (value[0] as { read: boolean }).read = true;
    }).toThrow(TypeError);
  });

  it('keeps within its size, dropping the oldest first, and keeps no single large answer', async () => {
    // 120 answers of 92 characters: over the 10,000 of this cache, so the first dozen go.
    const text = 'x'.repeat(90);
    for (let i = 0; i < 120; i++) await cache.read(`u${i}`, 'a', async () => text);
    const source = counted();
    await cache.read('u0', 'a', source.load);
    expect(source.calls()).toBe(1);
    await cache.read('u119', 'a', source.load);
    expect(source.calls()).toBe(1);
    // Over a hundredth of the cache: answered, not kept.
    const big = counted();
    await cache.read('u5', 'big', async () => ({ text: 'y'.repeat(200), ...(await big.load()) }));
    await cache.read('u5', 'big', async () => ({ text: 'y'.repeat(200), ...(await big.load()) }));
    expect(big.calls()).toBe(2);
  });
});
