import { type EventEnvelope } from '@comarketing/contracts';
import { captureLogger } from '../test/helpers/logger';
import { settled } from '../test/helpers/wait';
import { createEnvelope } from './envelope';
import { InProcessEventBus } from './in-process-event-bus';

function event(type: string, payload: unknown = { n: 1 }): EventEnvelope {
  return createEnvelope(type, payload, { correlationId: `corr-${type}` });
}

/** Lets the bus do all it can without its clock moving (its deliveries start on setImmediate). */
async function runnable(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await settled();
}

function newBus(options: { maxRetries?: number; retryDelayMs?: number } = {}) {
  const log = captureLogger();
  const bus = new InProcessEventBus({ logger: log.logger, retryDelayMs: 1, ...options });
  return { bus, log };
}

describe('InProcessEventBus', () => {
  it('delivers asynchronously, never inside the publish call stack', async () => {
    const { bus } = newBus();
    const received: string[] = [];
    await bus.subscribe({ queue: 'test.async', routingKeys: ['user.registered'], handler: async (e) => void received.push(e.id) });

    const published = event('user.registered');
    const publishing = bus.publish(published);
    expect(received).toEqual([]);
    await publishing;
    expect(received).toEqual([]);

    await bus.drain();
    expect(received).toEqual([published.id]);
  });

  it('routes by topic pattern with * and # like a topic exchange', async () => {
    const { bus } = newBus();
    const seen: Record<string, string[]> = { exact: [], star: [], hash: [], all: [] };
    const record = (name: string) => async (e: EventEnvelope) => void seen[name].push(e.type);
    await bus.subscribe({ queue: 'test.exact', routingKeys: ['user.registered'], handler: record('exact') });
    await bus.subscribe({ queue: 'test.star', routingKeys: ['user.*'], handler: record('star') });
    await bus.subscribe({ queue: 'test.hash', routingKeys: ['#.created'], handler: record('hash') });
    await bus.subscribe({ queue: 'test.all', routingKeys: ['#'], handler: record('all') });

    for (const type of ['user.registered', 'user.deleted', 'match.created', 'request.created', 'page.viewed']) {
      await bus.publish(event(type));
    }
    await bus.drain();

    expect(seen.exact).toEqual(['user.registered']);
    expect(seen.star.sort()).toEqual(['user.deleted', 'user.registered']);
    expect(seen.hash.sort()).toEqual(['match.created', 'request.created']);
    expect(seen.all).toHaveLength(5);
  });

  it('gives each subscribed queue its own copy of an event', async () => {
    const { bus } = newBus();
    const copies: EventEnvelope[] = [];
    const handler = async (e: EventEnvelope) => {
      copies.push(e);
      (e.payload as { n: number }).n += 100; // a careless handler must not affect the other queue
    };
    await bus.subscribe({ queue: 'notification.welcome', routingKeys: ['user.registered'], handler });
    await bus.subscribe({ queue: 'matching.users', routingKeys: ['user.registered'], handler });

    const published = event('user.registered', { n: 1 });
    await bus.publish(published);
    (published.payload as { n: number }).n = 42; // nor a publisher mutating after publish
    await bus.drain();

    expect(copies).toHaveLength(2);
    expect(copies[0]).not.toBe(copies[1]);
    expect(copies.map((copy) => copy.payload)).toEqual([{ n: 101 }, { n: 101 }]);
  });

  it('shares the deliveries of a queue subscribed twice between its consumers (competing consumers)', async () => {
    const { bus } = newBus();
    const byConsumer: Record<'a' | 'b', string[]> = { a: [], b: [] };
    await bus.subscribe({ queue: 'notification.welcome', routingKeys: ['user.registered'], handler: async (e) => void byConsumer.a.push(e.id) });
    await bus.subscribe({ queue: 'notification.welcome', routingKeys: ['user.registered'], handler: async (e) => void byConsumer.b.push(e.id) });

    const events = Array.from({ length: 6 }, () => event('user.registered'));
    for (const e of events) await bus.publish(e);
    await bus.drain();

    expect([...byConsumer.a, ...byConsumer.b].sort()).toEqual(events.map((e) => e.id).sort());
    expect(byConsumer.a).toHaveLength(3);
    expect(byConsumer.b).toHaveLength(3);
  });

  it('drops an event no queue is bound to', async () => {
    const { bus } = newBus();
    const received: string[] = [];
    await bus.publish(event('user.registered'));
    await bus.subscribe({ queue: 'test.late', routingKeys: ['user.registered'], handler: async (e) => void received.push(e.id) });
    await bus.drain();
    expect(received).toEqual([]);
  });

  it('retries a failing handler after the delay and stops retrying once it succeeds', async () => {
    // The bus's own clock (its retry timers) is the test's: each retry is shown to wait exactly its delay.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { bus, log } = newBus({ retryDelayMs: 40 });
      let attempts = 0;
      await bus.subscribe({
        queue: 'test.flaky',
        routingKeys: ['user.registered'],
        handler: async () => {
          attempts++;
          if (attempts < 3) throw new Error('transient');
        },
      });

      await bus.publish(event('user.registered'));
      await runnable();
      expect(attempts).toBe(1);
      for (const next of [2, 3]) {
        await jest.advanceTimersByTimeAsync(39);
        await runnable();
        expect({ attempts, afterMs: 39 }).toEqual({ attempts: next - 1, afterMs: 39 });
        await jest.advanceTimersByTimeAsync(1);
        await runnable();
        expect({ attempts, afterMs: 40 }).toEqual({ attempts: next, afterMs: 40 });
      }

      await bus.drain();
      expect(attempts).toBe(3);
      expect(bus.deadLetters()).toEqual([]);
      expect(log.at('warn').filter((line) => line.msg.includes('will retry'))).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('dead-letters an event whose handler always fails after exactly 1 + maxRetries attempts, logging it at error level', async () => {
    const { bus, log } = newBus({ maxRetries: 7 });
    let attempts = 0;
    await bus.subscribe({
      queue: 'notification.welcome',
      routingKeys: ['user.registered'],
      maxRetries: 3,
      handler: async () => {
        attempts++;
        throw new Error('smtp down');
      },
    });

    const published = event('user.registered');
    await bus.publish(published);
    await bus.drain();

    expect(attempts).toBe(4);
    const [letter, ...others] = bus.deadLetters();
    expect(others).toEqual([]);
    expect(letter).toMatchObject({ queue: 'notification.welcome', event: published, error: 'smtp down', attempts: 4 });
    expect(await bus.deadLetterCounts()).toEqual([{ queue: 'notification.welcome', count: 1 }]);
    expect(Date.parse(letter.deadAt)).not.toBeNaN();
    expect(log.at('error')).toEqual([
      expect.objectContaining({
        eventId: published.id,
        eventType: 'user.registered',
        correlationId: published.correlationId,
        queue: 'notification.welcome',
        attempts: 4,
      }),
    ]);
  });

  it('takes maxRetries from the bus options, and 5 by default', async () => {
    const counts: number[] = [];
    for (const options of [{ maxRetries: 1 }, {}]) {
      const { bus } = newBus(options);
      let attempts = 0;
      await bus.subscribe({
        queue: 'test.defaults',
        routingKeys: ['#'],
        handler: async () => {
          attempts++;
          throw new Error('always');
        },
      });
      await bus.publish(event('a.b'));
      await bus.drain();
      counts.push(attempts);
    }
    expect(counts).toEqual([2, 6]);
  });

  it('drops an event whose handler fails on a transient queue, without retrying or dead-lettering it', async () => {
    const { bus, log } = newBus({ maxRetries: 3 });
    let attempts = 0;
    await bus.subscribe({
      queue: 'bff.live-1',
      routingKeys: ['notification.created'],
      transient: true,
      handler: async () => {
        attempts++;
        throw new Error('browser gone');
      },
    });
    await bus.publish(event('notification.created'));
    await bus.drain();
    expect(attempts).toBe(1);
    expect(bus.deadLetters()).toEqual([]);
    expect(log.at('warn').filter((line) => line.msg.includes('transient queue; dropped'))).toHaveLength(1);
  });

  it('treats a handler that throws synchronously as a failure', async () => {
    const { bus } = newBus({ maxRetries: 0 });
    await bus.subscribe({
      queue: 'test.sync',
      routingKeys: ['#'],
      handler: (() => {
        throw new Error('sync');
      }) as unknown as () => Promise<void>,
    });
    await bus.publish(event('a.b'));
    await bus.drain();
    expect(bus.deadLetters()).toEqual([expect.objectContaining({ error: 'sync', attempts: 1 })]);
  });

  it('drain() also waits for events that handlers publish while it waits', async () => {
    const { bus } = newBus();
    const chain: string[] = [];
    await bus.subscribe({
      queue: 'test.first',
      routingKeys: ['user.registered'],
      handler: async () => {
        chain.push('user.registered');
        await bus.publish(event('notification.created'));
      },
    });
    await bus.subscribe({ queue: 'test.second', routingKeys: ['notification.created'], handler: async (e) => void chain.push(e.type) });
    await bus.publish(event('user.registered'));
    await bus.drain();
    expect(chain).toEqual(['user.registered', 'notification.created']);
  });

  it('refuses an invalid envelope or subscription', async () => {
    const { bus } = newBus();
    await expect(bus.publish({ ...event('a.b'), id: 'not-a-uuid' })).rejects.toThrow(/id/);
    await expect(bus.subscribe({ queue: 'bad queue', routingKeys: ['#'], handler: async () => undefined })).rejects.toThrow(/queue name/);
    await expect(bus.subscribe({ queue: 'test.keys', routingKeys: [], handler: async () => undefined })).rejects.toThrow(/routing key/);
    await expect(bus.subscribe({ queue: 'test.keys', routingKeys: ['a.b*'], handler: async () => undefined })).rejects.toThrow(/binding key/);
    await expect(bus.subscribe({ queue: 'test.keys', routingKeys: ['#'], maxRetries: -1, handler: async () => undefined })).rejects.toThrow(RangeError);
  });

  it('close() abandons pending retries without waiting for them, then reports down and refuses publishes', async () => {
    // A clock that never moves: close() can finish only if it waits for no retry's timer.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { bus, log } = newBus({ retryDelayMs: 60_000 });
      let attempts = 0;
      await bus.subscribe({
        queue: 'test.failing',
        routingKeys: ['#'],
        handler: async () => {
          attempts++;
          throw new Error('x');
        },
      });
      await bus.publish(event('a.b'));
      await runnable();
      // The first attempt failed and its retry waits a minute.
      expect({ attempts, warnings: log.at('warn').map((line) => line.msg), timers: jest.getTimerCount() }).toEqual({ attempts: 1, warnings: [expect.stringContaining('will retry')], timers: 1 });

      let closed = false;
      const closing = bus.close().then(() => void (closed = true));
      await runnable();
      expect({ closed, timers: jest.getTimerCount() }).toEqual({ closed: true, timers: 0 });
      await closing;
      expect(attempts).toBe(1);
      expect(log.at('warn').some((line) => line.msg.includes('retries pending'))).toBe(true);
      expect(bus.health()).toEqual({ status: 'down', detail: 'closed' });
      await expect(bus.publish(event('a.b'))).rejects.toThrow(/closed/);
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports up while open', () => {
    expect(newBus().bus.health()).toEqual({ status: 'up' });
  });
});
