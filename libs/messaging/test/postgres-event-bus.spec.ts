import { type EventEnvelope } from '@comarketing/contracts';
import { randomBytes } from 'node:crypto';
import { createEnvelope, PostgresEventBus, type PostgresEventBusOptions } from '../src';
import { type TestDatabase, useTestDatabase } from './helpers/database';
import { captureLogger } from './helpers/logger';
import { eventually } from '../src/testing';
import { deferred } from './helpers/wait';

// The embedded platform's bus: durable queues in PostgreSQL with RabbitMQ's promises.

function event(type: string, payload: unknown = { n: 1 }): EventEnvelope {
  return createEnvelope(type, payload, { correlationId: `corr-${type}` });
}

const outage = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('PostgresEventBus', () => {
  let database: TestDatabase;
  const schema = `bus_${randomBytes(4).toString('hex')}`;
  const buses: PostgresEventBus[] = [];

  // Registered first, so it runs before the database's own clean-up closes the pool.
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.pool.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  useTestDatabase((started) => {
    database = started;
  });

  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  /** A bus on this file's tables; `namespace` keeps one test's queues from another's. */
  function newBus(options: Partial<PostgresEventBusOptions> & { namespace: string }) {
    const log = captureLogger();
    const bus = new PostgresEventBus({ url: database.url, schema, logger: log.logger, retryDelayMs: 5, pollIntervalMs: 50, ...options });
    buses.push(bus);
    return { bus, log };
  }

  it('resolves publish once the event is stored, and delivers it asynchronously, exactly as published', async () => {
    const { bus } = newBus({ namespace: 'deliver' });
    const received: EventEnvelope[] = [];
    await bus.subscribe({ queue: 'test.deliver', routingKeys: ['user.registered'], handler: async (e) => void received.push(e) });

    const published = event('user.registered', { userId: 'u1', note: 'ü 🎉' });
    const publishing = bus.publish(published);
    expect(received).toEqual([]);
    await publishing;

    await eventually(() => {
      expect(received).toEqual([published]);
      return true;
    });
    await bus.drain();
  });

  it('routes by topic pattern with * and #, one copy per queue, like a topic exchange', async () => {
    const { bus } = newBus({ namespace: 'routes' });
    const seen: Record<string, string[]> = { exact: [], star: [], hash: [], all: [] };
    const record = (name: string) => async (e: EventEnvelope) => void seen[name].push(e.type);
    await bus.subscribe({ queue: 'test.exact', routingKeys: ['user.registered'], handler: record('exact') });
    await bus.subscribe({ queue: 'test.star', routingKeys: ['user.*'], handler: record('star') });
    await bus.subscribe({ queue: 'test.hash', routingKeys: ['#.created'], handler: record('hash') });
    await bus.subscribe({ queue: 'test.all', routingKeys: ['#', 'user.registered'], handler: record('all') });

    for (const type of ['user.registered', 'user.deleted', 'match.created', 'request.created', 'page.viewed']) await bus.publish(event(type));
    await bus.drain();

    expect(seen.exact).toEqual(['user.registered']);
    expect(seen.star.sort()).toEqual(['user.deleted', 'user.registered']);
    expect(seen.hash.sort()).toEqual(['match.created', 'request.created']);
    expect(seen.all).toHaveLength(5); // bound twice to user.registered, still one copy
  });

  it('keeps what is published while a queue has no consumer, and delivers it when one subscribes again', async () => {
    const first = newBus({ namespace: 'durable' });
    await first.bus.subscribe({ queue: 'test.durable', routingKeys: ['user.registered'], handler: async () => undefined });
    await first.bus.close();

    // Another process (or this one after a restart) publishes while nobody consumes.
    const publisher = newBus({ namespace: 'durable' });
    const published = [event('user.registered', { n: 1 }), event('user.registered', { n: 2 })];
    for (const e of published) await publisher.bus.publish(e);

    const later = newBus({ namespace: 'durable' });
    const received: string[] = [];
    await later.bus.subscribe({ queue: 'test.durable', routingKeys: ['user.registered'], handler: async (e) => void received.push(e.id) });
    await eventually(() => {
      expect(received).toEqual(published.map((e) => e.id));
      return true;
    });
  });

  it('takes an event inside a transaction on its own database: it exists exactly if that commits', async () => {
    const { bus } = newBus({ namespace: 'within' });
    const received: string[] = [];
    await bus.subscribe({ queue: 'test.within', routingKeys: ['user.*'], handler: async (e) => void received.push(e.id) });
    expect(bus.sharesDatabaseWith(database.url)).toBe(true);
    expect(bus.sharesDatabaseWith('postgres://elsewhere/db')).toBe(false);

    const rolledBack = event('user.deleted');
    await expect(
      database.db.transaction(async (tx) => {
        await bus.publishWithin(tx, rolledBack);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committed = event('user.registered');
    const wake = await database.db.transaction((tx) => bus.publishWithin(tx, committed));
    wake();

    await eventually(() => {
      expect(received).toEqual([committed.id]);
      return true;
    });
    await bus.drain();
    expect(received).toEqual([committed.id]);
  });

  it('keeps namespaces apart on shared tables', async () => {
    const a = newBus({ namespace: 'ns-a' });
    const b = newBus({ namespace: 'ns-b' });
    const seenByB: string[] = [];
    await b.bus.subscribe({ queue: 'test.ns', routingKeys: ['#'], handler: async (e) => void seenByB.push(e.id) });
    await a.bus.publish(event('user.registered'));
    await b.bus.drain();
    expect(seenByB).toEqual([]);
  });

  it('shares a queue subscribed by two buses (competing consumers): each event handled once', async () => {
    const one = newBus({ namespace: 'compete' });
    const two = newBus({ namespace: 'compete' });
    const handled: string[] = [];
    const handler = async (e: EventEnvelope) => void handled.push(e.id);
    await one.bus.subscribe({ queue: 'test.compete', routingKeys: ['user.registered'], handler });
    await two.bus.subscribe({ queue: 'test.compete', routingKeys: ['user.registered'], handler });
    const published = Array.from({ length: 40 }, (_, n) => event('user.registered', { n }));
    await Promise.all(published.map((e) => one.bus.publish(e)));
    await eventually(() => {
      expect(handled.sort()).toEqual(published.map((e) => e.id).sort());
      return true;
    }, 10_000);
    await Promise.all([one.bus.drain(), two.bus.drain()]);
    expect(handled).toHaveLength(40);
  });

  it('dead-letters a poison event after exactly 1 + maxRetries attempts, and replays it on request', async () => {
    const { bus, log } = newBus({ namespace: 'poison', maxRetries: 3 });
    let attempts = 0;
    let healed = false;
    await bus.subscribe({
      queue: 'test.poison',
      routingKeys: ['user.registered'],
      handler: async () => {
        attempts++;
        if (!healed) throw new Error('payload breaks a rule');
      },
    });
    const published = event('user.registered');
    await bus.publish(published);
    await eventually(async () => {
      expect(await bus.deadLetters('test.poison')).toHaveLength(1);
      return true;
    });
    expect(attempts).toBe(4);
    const [letter] = await bus.deadLetters('test.poison');
    expect(await bus.deadLetterCounts()).toEqual(expect.arrayContaining([{ queue: 'test.poison', count: 1 }]));
    expect(letter).toMatchObject({ queue: 'poison.test.poison', event: published, error: 'payload breaks a rule', attempts: 4 });
    expect(log.at('error').map((line) => line.msg)).toEqual(['Event handler failed for good; dead-lettered']);

    healed = true; // the bug is fixed; an operator replays
    expect(await bus.replayDeadLetters('test.poison')).toBe(1);
    await eventually(() => {
      expect(attempts).toBe(5);
      return true;
    });
    await bus.drain();
    expect(await bus.deadLetters('test.poison')).toEqual([]);
  });

  it('keeps retrying through an outage far beyond the poison budget, without dead-lettering', async () => {
    const { bus } = newBus({ namespace: 'outage', maxRetries: 1, outageMaxDelayMs: 20 });
    let attempts = 0;
    await bus.subscribe({
      queue: 'test.outage',
      routingKeys: ['user.registered'],
      handler: async () => {
        if (++attempts <= 12) throw outage();
      },
    });
    await bus.publish(event('user.registered'));
    await eventually(() => {
      expect(attempts).toBe(13);
      return true;
    }, 15_000);
    await bus.drain();
    expect(await bus.deadLetters('test.outage')).toEqual([]);
  });

  it('sends a malformed message straight to the dead letters, without calling the handler', async () => {
    const { bus } = newBus({ namespace: 'malformed' });
    const handler = jest.fn(async () => undefined);
    await bus.subscribe({ queue: 'test.malformed', routingKeys: ['#'], handler });
    await database.pool.query(`INSERT INTO "${schema}".deliveries (queue, event_id, body) VALUES ('malformed.test.malformed', gen_random_uuid(), '{"not":"an envelope"}')`);
    await eventually(async () => {
      const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM "${schema}".deliveries WHERE queue = 'malformed.test.malformed' AND dead_at IS NOT NULL`);
      expect(rows[0].n).toBe(1);
      return true;
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('runs at most `prefetch` handlers of a queue at once', async () => {
    const { bus } = newBus({ namespace: 'prefetch', prefetch: 3 });
    let running = 0;
    let most = 0;
    const release = deferred();
    await bus.subscribe({
      queue: 'test.prefetch',
      routingKeys: ['user.registered'],
      handler: async () => {
        most = Math.max(most, ++running);
        await release.promise;
        running--;
      },
    });
    for (let n = 0; n < 8; n++) await bus.publish(event('user.registered', { n }));
    await eventually(() => {
      expect(running).toBe(3);
      return true;
    });
    release.resolve();
    await bus.drain();
    expect(most).toBe(3);
  });

  it('hands a delivery taken by a consumer that went away to another one once its lease runs out', async () => {
    const gone = newBus({ namespace: 'lease', leaseMs: 300 });
    const taken = deferred();
    const frozen = deferred();
    await gone.bus.subscribe({ queue: 'test.lease', routingKeys: ['user.registered'], handler: () => (taken.resolve(), frozen.promise) });
    const published = event('user.registered');
    await gone.bus.publish(published);
    await taken.promise;
    // The first consumer hangs (as if its process had frozen); another takes over.
    const next = newBus({ namespace: 'lease' });
    const received: string[] = [];
    await next.bus.subscribe({ queue: 'test.lease', routingKeys: ['user.registered'], handler: async (e) => void received.push(e.id) });
    await eventually(() => {
      expect(received).toEqual([published.id]);
      return true;
    }, 5000);
    frozen.resolve();
  });

  it('delivers to transient subscribers in this process only, without storing anything', async () => {
    const { bus } = newBus({ namespace: 'transient' });
    const received: string[] = [];
    await bus.subscribe({ queue: 'test.live', routingKeys: ['notification.created'], handler: async (e) => void received.push(e.id), transient: true });
    const published = event('notification.created');
    await bus.publish(published);
    await eventually(() => {
      expect(received).toEqual([published.id]);
      return true;
    });
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM "${schema}".deliveries WHERE queue LIKE 'transient.%'`);
    expect(rows[0].n).toBe(0);
  });

  it('deletes a queue on request: its bindings, what waits in it and its dead letters, and stops consuming it', async () => {
    const { bus } = newBus({ namespace: 'delete', maxRetries: 0 });
    await bus.subscribe({ queue: 'test.delete', routingKeys: ['user.*'], handler: async () => Promise.reject(new Error('poison')) });
    await bus.publish(event('user.registered'));
    await eventually(async () => {
      expect(await bus.deadLetters('test.delete')).toHaveLength(1);
      return true;
    });

    await bus.deleteQueue('test.delete');
    await bus.publish(event('user.updated'));
    const { rows } = await database.pool.query(
      `SELECT (SELECT count(*) FROM "${schema}".deliveries WHERE queue = 'delete.test.delete')::int AS deliveries,
              (SELECT count(*) FROM "${schema}".bindings WHERE queue = 'delete.test.delete')::int AS bindings`,
    );
    expect(rows[0]).toEqual({ deliveries: 0, bindings: 0 });
  });

  it('reports down and refuses publishes once closed', async () => {
    const { bus } = newBus({ namespace: 'closed' });
    expect(bus.health()).toEqual({ status: 'up' });
    await bus.close();
    expect(bus.health()).toMatchObject({ status: 'down' });
    await expect(bus.publish(event('user.registered'))).rejects.toThrow(/closed/);
  });
});
