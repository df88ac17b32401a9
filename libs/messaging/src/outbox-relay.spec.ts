import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { captureLogger } from '../test/helpers/logger';
import { eventually } from './testing';
import { deferred, settled } from '../test/helpers/wait';
import { createEnvelope } from './envelope';
import { type EventBus, type QueueDeadLetters } from './event-bus';
import { OutboxRelay } from './outbox-relay';
import { type SqlExecutor, type SqlTransactionRunner } from './sql';

// Unit tests of the relay's protocol against an in-memory stand-in for the outbox table that
// records every statement; test/outbox-relay.spec.ts runs the same guarantees on PostgreSQL.

interface Row {
  id: string;
  sequence: number;
  envelope: EventEnvelope;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

class FakeOutboxDb implements SqlTransactionRunner {
  readonly rows: Row[] = [];
  readonly log: string[] = [];
  transactions = 0;
  lockHeldElsewhere = false;

  add(...types: string[]): EventEnvelope[] {
    return types.map((type) => {
      const envelope = createEnvelope(type, null, { correlationId: 'c' });
      this.rows.push({ id: envelope.id, sequence: this.rows.length + 1, envelope, sentAt: null, attempts: 0, lastError: null });
      return envelope;
    });
  }

  row(type: string): Row {
    return this.rows.find((row) => row.envelope.type === type)!;
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    this.transactions++;
    const onCommit: Array<() => void> = [];
    const typeOf = (id: string) => this.rows.find((row) => row.id === id)!.envelope.type;
    const tx: SqlExecutor = {
      query: async <R>(sql: string, params: unknown[] = []): Promise<R[]> => {
        if (sql.includes('pg_try_advisory_xact_lock')) return [{ locked: !this.lockHeldElsewhere }] as R[];
        if (sql.startsWith('SELECT id, envelope')) {
          expect(sql).toMatch(/WHERE sent_at IS NULL ORDER BY sequence LIMIT \$1 FOR UPDATE SKIP LOCKED/);
          const unsent = this.rows.filter((row) => !row.sentAt).sort((a, b) => a.sequence - b.sequence);
          return unsent.slice(0, params[0] as number).map(({ id, envelope }) => ({ id, envelope })) as R[];
        }
        if (sql.includes('SET sent_at = now()')) {
          const ids = params[0] as string[];
          this.log.push(`mark sent ${ids.map(typeOf).join(',')}`);
          onCommit.push(() => ids.forEach((id) => (this.rows.find((row) => row.id === id)!.sentAt = new Date())));
          return [];
        }
        if (sql.includes('SET attempts = attempts + 1')) {
          const [id, error] = params as [string, string];
          this.log.push(`record failure ${typeOf(id)}`);
          onCommit.push(() => {
            const row = this.rows.find((candidate) => candidate.id === id)!;
            row.attempts++;
            row.lastError = error;
          });
          return [];
        }
        if (sql.includes('count(*)')) return [{ count: String(this.rows.filter((row) => !row.sentAt).length) }] as R[];
        throw new Error(`unexpected SQL: ${sql}`);
      },
    };
    const result = await work(tx); // a throw discards onCommit: a rollback
    onCommit.forEach((apply) => apply());
    this.log.push('commit');
    return result;
  }
}

/** A bus whose publish outcome the test decides; records what was published, in order. */
class ScriptedBus implements EventBus {
  readonly published: string[] = [];
  next: (event: EventEnvelope) => Promise<void> = async () => undefined;
  status: ComponentHealth['status'] = 'up';

  constructor(private readonly log: string[]) {}

  async publish(event: EventEnvelope): Promise<void> {
    this.published.push(event.type);
    this.log.push(`publish ${event.type}`);
    await this.next(event);
    this.log.push(`confirmed ${event.type}`);
  }
  async subscribe(): Promise<void> {}
  async deleteQueue(): Promise<void> {}
  async drain(): Promise<void> {}
  health(): ComponentHealth {
    return { status: this.status };
  }
  async deadLetterCounts(): Promise<QueueDeadLetters[]> {
    return [];
  }
  async close(): Promise<void> {}
}

function setUp(options: { pollIntervalMs?: number; batchSize?: number } = {}) {
  const db = new FakeOutboxDb();
  const bus = new ScriptedBus(db.log);
  const log = captureLogger();
  const relay = new OutboxRelay({ schema: 'accounts', db, bus, logger: log.logger, ...options });
  return { db, bus, relay, log };
}

describe('OutboxRelay', () => {
  afterEach(() => jest.useRealTimers());

  it('marks a row sent only after its publish is confirmed', async () => {
    const { db, bus, relay } = setUp();
    db.add('user.registered');
    const confirm = deferred();
    bus.next = () => confirm.promise;

    const flushing = relay.flush();
    await eventually(() => {
      expect(bus.published).toEqual(['user.registered']);
      return true;
    });
    await settled(); // all the relay can do before the confirm
    expect(db.log).toEqual(['publish user.registered']);
    expect(db.row('user.registered').sentAt).toBeNull();

    confirm.resolve();
    await expect(flushing).resolves.toBe(1);
    expect(db.log).toEqual(['publish user.registered', 'confirmed user.registered', 'mark sent user.registered', 'commit']);
    expect(db.row('user.registered').sentAt).toBeInstanceOf(Date);
  });

  it('leaves a row whose publish failed unsent, records the attempt, and publishes nothing after it', async () => {
    const { db, bus, relay } = setUp();
    db.add('first.sent', 'second.failed', 'third.waits');
    bus.next = async (event) => {
      if (event.type === 'second.failed') throw new Error('broker down');
    };

    await expect(relay.flush()).rejects.toThrow('broker down');
    expect(bus.published).toEqual(['first.sent', 'second.failed']);
    expect(db.row('first.sent').sentAt).toBeInstanceOf(Date);
    expect(db.row('second.failed')).toMatchObject({ sentAt: null, attempts: 1, lastError: 'broker down' });
    expect(db.row('third.waits')).toMatchObject({ sentAt: null, attempts: 0 });
    expect(await relay.pending()).toBe(2);

    bus.next = async () => undefined;
    await expect(relay.flush()).resolves.toBe(2);
    expect(bus.published).toEqual(['first.sent', 'second.failed', 'second.failed', 'third.waits']);
    expect(await relay.pending()).toBe(0);
  });

  it('publishes everything in sequence order, one batch per transaction', async () => {
    const { db, bus, relay } = setUp({ batchSize: 2 });
    db.add('e.1', 'e.2', 'e.3', 'e.4', 'e.5');

    await expect(relay.flush()).resolves.toBe(5);
    expect(bus.published).toEqual(['e.1', 'e.2', 'e.3', 'e.4', 'e.5']);
    expect(db.transactions).toBe(3);
  });

  it('publishes nothing while another instance of the service holds the relay lock', async () => {
    const { db, bus, relay } = setUp();
    db.add('e.1');
    db.lockHeldElsewhere = true;
    await expect(relay.flush()).resolves.toBe(0);
    expect(bus.published).toEqual([]);
  });

  it('polls in the background, and stop() leaves no timer running', async () => {
    jest.useFakeTimers();
    const { db, bus, relay } = setUp({ pollIntervalMs: 250 });
    relay.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(db.transactions).toBeGreaterThanOrEqual(4);

    db.add('e.1');
    await jest.advanceTimersByTimeAsync(300);
    expect(bus.published).toEqual(['e.1']);

    await relay.stop();
    expect(jest.getTimerCount()).toBe(0);
    const transactions = db.transactions;
    await jest.advanceTimersByTimeAsync(5000);
    expect(db.transactions).toBe(transactions);
  });

  it('backs off after failed publishes instead of polling at full rate', async () => {
    jest.useFakeTimers();
    const { db, bus, relay } = setUp({ pollIntervalMs: 100 });
    db.add('e.1');
    bus.next = async () => {
      throw new Error('broker down');
    };
    relay.start();
    await jest.advanceTimersByTimeAsync(2000);
    // Full rate would be ~20 attempts; doubling delays from 100 ms allow about 5.
    expect(bus.published.length).toBeGreaterThanOrEqual(3);
    expect(bus.published.length).toBeLessThanOrEqual(6);
    expect(db.row('e.1').attempts).toBe(bus.published.length);
    await relay.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('nudge() publishes right away instead of at the next poll', async () => {
    const { db, bus, relay } = setUp({ pollIntervalMs: 60_000 });
    relay.start();
    await eventually(() => {
      expect(db.transactions).toBe(1);
      return true;
    });

    db.add('user.registered');
    relay.nudge();
    await eventually(() => {
      expect(bus.published).toEqual(['user.registered']);
      return true;
    }, 1000);
    await relay.stop();
  });

  it('nudge() during a backoff waits while the bus is down, and publishes at once when it is back', async () => {
    jest.useFakeTimers();
    const { db, bus, relay } = setUp({ pollIntervalMs: 1000 });
    db.add('e.1');
    bus.status = 'down';
    bus.next = async () => {
      throw new Error('broker down');
    };
    relay.start();
    await jest.advanceTimersByTimeAsync(10);
    expect(bus.published).toHaveLength(1); // failed; the next try is ~1 s away

    relay.nudge();
    await jest.advanceTimersByTimeAsync(10);
    expect(bus.published).toHaveLength(1);

    bus.status = 'up';
    bus.next = async () => undefined;
    relay.nudge();
    await jest.advanceTimersByTimeAsync(10);
    expect(bus.published).toHaveLength(2);
    expect(db.row('e.1').sentAt).toBeInstanceOf(Date);
    await relay.stop();
  });

  it('retries as soon as the bus is back up instead of waiting out a long backoff', async () => {
    jest.useFakeTimers();
    const { db, bus, relay } = setUp({ pollIntervalMs: 100 });
    db.add('e.1');
    bus.status = 'down';
    bus.next = async () => {
      throw new Error('broker down');
    };
    relay.start();
    await jest.advanceTimersByTimeAsync(20_000); // the backoff has grown to seconds
    const attempts = bus.published.length;
    expect(attempts).toBeLessThanOrEqual(10);

    bus.status = 'up';
    bus.next = async () => undefined;
    await jest.advanceTimersByTimeAsync(150);
    expect(bus.published).toHaveLength(attempts + 1);
    expect(db.row('e.1').sentAt).toBeInstanceOf(Date);
    await relay.stop();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stop() waits for the batch in flight', async () => {
    const { db, bus, relay } = setUp();
    db.add('e.1');
    const confirm = deferred();
    bus.next = () => confirm.promise;
    relay.start();
    await eventually(() => {
      expect(bus.published).toEqual(['e.1']);
      return true;
    });

    let stopped = false;
    const stopping = relay.stop().then(() => (stopped = true));
    await settled(); // all stop() can do while the batch waits for its confirm
    expect(stopped).toBe(false);

    confirm.resolve();
    await stopping;
    expect(db.row('e.1').sentAt).toBeInstanceOf(Date);
  });

  it('refuses a schema name that is not a plain identifier', () => {
    const { db, bus, log } = setUp();
    expect(() => new OutboxRelay({ schema: 'x"; DROP TABLE y; --', db, bus, logger: log.logger })).toThrow(/schema/);
  });
});
