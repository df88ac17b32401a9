import { CallerGoneException } from './caller-gone.exception';
import { ConcurrencyLimiter, ServerBusyException } from './concurrency-limiter';

/** A task the test finishes by hand, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await opened;
      return name;
    },
    open: () => open(),
  };
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ConcurrencyLimiter', () => {
  const options = { concurrency: 1, maxQueue: 3, maxWaitMs: 60_000, busyMessage: 'We are busy. Please try again in a moment.' };

  it('runs at most `concurrency` tasks at once, the rest in arrival order', async () => {
    const log: string[] = [];
    const limiter = new ConcurrencyLimiter({ ...options, concurrency: 2 });
    const gates = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
    const runs = gates.map((g) => limiter.run(g.task));
    await flush();
    expect(log).toEqual(['start a', 'start b']);
    gates[1].open();
    await runs[1];
    await flush();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    gates.forEach((g) => g.open());
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts waiting high-priority work before waiting low-priority work', async () => {
    const log: string[] = [];
    const limiter = new ConcurrencyLimiter(options);
    const first = gate(log, 'low 1');
    const runs = [limiter.run(first.task), limiter.run(gate(log, 'low 2').task), limiter.run(gate(log, 'high').task, { priority: 'high' })];
    await flush();
    first.open();
    await runs[0];
    await flush();
    expect(log).toEqual(['start low 1', 'start high']);
  });

  it('refuses work beyond the queue with 503 and a Retry-After, but lets high-priority work take the newest low slot', async () => {
    const log: string[] = [];
    const limiter = new ConcurrencyLimiter(options);
    const running = gate(log, 'running');
    void limiter.run(running.task);
    const lows = [1, 2, 3].map((i) => settled(limiter.run(gate(log, `low ${i}`).task)));
    const overflow = await settled(limiter.run(gate(log, 'low 4').task));
    expect(overflow).toEqual({ error: expect.any(ServerBusyException) });
    const busy = (overflow as { error: ServerBusyException }).error;
    expect([busy.getStatus(), busy.retryAfterSeconds]).toEqual([503, 60]);
    expect(busy.getResponse()).toEqual({ message: options.busyMessage, retryAfterSeconds: 60 });

    void limiter.run(gate(log, 'high').task, { priority: 'high' });
    expect(await lows[2]).toEqual({ error: expect.any(ServerBusyException) });
    expect(limiter.stats).toEqual({ running: 1, waiting: 3 });
  });

  it('refuses work that waited longer than maxWaitMs', async () => {
    jest.useFakeTimers();
    try {
      const limiter = new ConcurrencyLimiter({ ...options, maxWaitMs: 1000 });
      void limiter.run(gate([], 'running').task);
      const waiting = settled(limiter.run(async () => 'never'));
      jest.advanceTimersByTime(1001);
      expect(await waiting).toEqual({ error: expect.any(ServerBusyException) });
      expect(limiter.stats.waiting).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops waiting work whose caller has gone, and never starts work for a caller already gone', async () => {
    const log: string[] = [];
    const limiter = new ConcurrencyLimiter(options);
    const running = gate(log, 'running');
    const first = limiter.run(running.task);
    const caller = new AbortController();
    const abandoned = settled(limiter.run(gate(log, 'abandoned').task, { signal: caller.signal }));
    const laterGate = gate(log, 'later');
    const later = limiter.run(laterGate.task);
    caller.abort();
    expect(await abandoned).toEqual({ error: expect.any(CallerGoneException) });
    expect(limiter.stats.waiting).toBe(1);

    const gone = new AbortController();
    gone.abort();
    expect(await settled(limiter.run(gate(log, 'too late').task, { signal: gone.signal }))).toEqual({ error: expect.any(CallerGoneException) });

    running.open();
    await first;
    await flush();
    expect(log).toEqual(['start running', 'start later']);
    laterGate.open();
    expect(await later).toBe('later');
  });

  describe('with classes of work, highest first', () => {
    // Three classes as the accounts service's hashing has them: the first may wait anywhere, the
    // second in at most 3 of the 4 places, the third in at most 2.
    const classes = [{ name: 'first' }, { name: 'second', maxQueued: 3 }, { name: 'third', maxQueued: 2 }] as const;
    const classed = () => new ConcurrencyLimiter({ ...options, maxQueue: 4, classes });

    it('starts waiting work class by class, in arrival order within a class', async () => {
      const log: string[] = [];
      const limiter = classed();
      const running = gate(log, 'running');
      const runs = [limiter.run(running.task, { priority: 'third' })];
      const names = [['third', 'third a'], ['second', 'second a'], ['first', 'first a'], ['second', 'second b']] as const;
      const gates = names.map(([, name]) => gate(log, name));
      names.forEach(([priority], i) => runs.push(limiter.run(gates[i].task, { priority })));
      running.open();
      for (const g of gates) g.open();
      await Promise.all(runs);
      expect(log).toEqual(['start running', 'start first a', 'start second a', 'start second b', 'start third a']);
    });

    it('keeps room for the higher classes: a class refused at its own share leaves the rest free', async () => {
      const limiter = classed();
      void limiter.run(gate([], 'running').task, { priority: 'first' });
      const thirds = [1, 2, 3].map((i) => settled(limiter.run(gate([], `third ${i}`).task, { priority: 'third' })));
      expect(await thirds[2]).toEqual({ error: expect.any(ServerBusyException) });
      expect(limiter.admits('third')).toBe(false);
      expect(limiter.admits('second')).toBe(true);
      void limiter.run(gate([], 'second').task, { priority: 'second' });
      void limiter.run(gate([], 'first').task, { priority: 'first' });
      expect(limiter.stats).toEqual({ running: 1, waiting: 4 });
      // Full: a second-class task is refused, a first-class one takes the newest third's place.
      expect(limiter.admits('second')).toBe(false);
      expect(await settled(limiter.run(gate([], 'second 2').task, { priority: 'second' }))).toEqual({ error: expect.any(ServerBusyException) });
      expect(limiter.admits('first')).toBe(true);
      void limiter.run(gate([], 'first 2').task, { priority: 'first' });
      expect(await thirds[1]).toEqual({ error: expect.any(ServerBusyException) });
      expect(limiter.stats).toEqual({ running: 1, waiting: 4 });
    });

    it('admits anything while a task can start at once', () => {
      const limiter = new ConcurrencyLimiter({ ...options, maxQueue: 0, classes });
      expect(limiter.admits('third')).toBe(true);
    });

    it('refuses a class it does not know', () => {
      expect(() => classed().run(async () => 1, { priority: 'fourth' })).toThrow(/fourth/);
    });
  });
});
