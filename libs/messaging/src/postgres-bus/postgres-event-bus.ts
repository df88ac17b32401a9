import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { Pool } from 'pg';
import { type Logger } from 'pino';
import { settleWithin } from '../amqp-support';
import { assertEnvelope } from '../envelope';
import {
  assertValidSubscription,
  type DeadLetter,
  errorMessage,
  type EventBus,
  type EventBusOptions,
  type EventHandler,
  eventLogFields,
  EVENTS_EXCHANGE,
  type QueueDeadLetters,
  retryPolicyOf,
  type Subscription,
} from '../event-bus';
import { type SqlExecutor } from '../sql';
import { assertValidBindingKey, matchesTopic } from '../topic-pattern';
import { DeliveryStore } from './delivery-store';
import { DEFAULT_BUS_SCHEMA, listDeadLetters, queueSummary, replayDeadLetters } from './postgres-bus-tables';
import { QueueWorker } from './queue-worker';

export interface PostgresEventBusOptions extends EventBusOptions {
  /** The database holding the queues; the bus opens a small pool of its own. */
  url: string;
  /** Schema of the bus's tables (default `event_bus`). */
  schema?: string;
  /** Prefix of the exchange and every queue, as on RabbitMQ: buses sharing tables stay apart. */
  namespace?: string;
  /** Handlers running at once per subscription (default 10), like RabbitMQ's prefetch. */
  prefetch?: number;
  /**
   * Longest sleep of an idle subscription between two looks at its queue: what other processes
   * publish waits at most this long (default 1000 ms; 30 s for an exclusive bus, which hears of
   * every publish in its own process and times its retries exactly).
   */
  pollIntervalMs?: number;
  /** How long a taken delivery is reserved for its handler; a crashed process's rows return after it (default 60 s). */
  leaseMs?: number;
  /**
   * This process is the only one using these tables (the embedded platform, which holds its data
   * folder's lock): at start, deliveries a previous, crashed run had taken are handed out again
   * at once instead of after their lease.
   */
  exclusive?: boolean;
  /** Connections of the bus's pool (default 4). */
  poolSize?: number;
}

// close() lets running handlers finish for this long; the rest come back after their lease.
const CLOSE_GRACE_MS = 10_000;

/**
 * The event bus on PostgreSQL, for a platform without a broker (the embedded default): durable
 * queues in the database it already has, with RabbitMQ's promises. Publishing inserts one row per
 * bound queue and resolves once that has committed (the "confirm"); bindings are stored, so a
 * consumer that is away still gets what was published meanwhile; a handler's success deletes its
 * row (the "ack"), so a crash anywhere before that delivers the event again (at-least-once; the
 * consumers' inboxes absorb the repeat). Failures follow the retry policy RabbitMQ's adapter uses.
 * Transient subscriptions stay in memory: they fan out within this process only.
 */
export class PostgresEventBus implements EventBus {
  private readonly logger: Logger;
  private readonly pool: Pool;
  private readonly schema: string;
  private readonly store: DeliveryStore;
  private readonly exchange: string;
  private readonly pollIntervalMs: number;
  private readonly workers: QueueWorker[] = [];
  private readonly transient: Array<{ routingKeys: string[]; handler: EventHandler }> = [];
  private readonly inFlightTransient = new Set<Promise<void>>();
  private prepared: Promise<void> | undefined;
  private isPrepared = false;
  private closed = false;
  private lastError: string | undefined;

  constructor(private readonly options: PostgresEventBusOptions) {
    this.logger = options.logger.child({ component: 'postgres-event-bus' });
    this.schema = options.schema ?? DEFAULT_BUS_SCHEMA;
    this.exchange = this.namespaced(EVENTS_EXCHANGE);
    const leaseMs = options.leaseMs ?? 60_000;
    if (!Number.isInteger(options.prefetch ?? 10) || (options.prefetch ?? 10) < 1) throw new RangeError('prefetch must be a positive integer');
    this.pollIntervalMs = options.pollIntervalMs ?? (options.exclusive ? 30_000 : 1000);
    if (!(this.pollIntervalMs > 0) || !(leaseMs > 0)) throw new RangeError('pollIntervalMs and leaseMs must be positive');
    this.pool = new Pool({ connectionString: options.url, max: options.poolSize ?? 4, application_name: 'comarketing-event-bus', connectionTimeoutMillis: 10_000 });
    // An idle connection losing its server shows in the next query; it must not crash the process.
    this.pool.on('error', (error) => this.logger.warn({ err: error }, 'Event bus database connection lost'));
    this.store = new DeliveryStore(this.pool, this.schema, leaseMs);
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('Event bus is closed');
    assertEnvelope(event);
    // Serialised once, now: what consumers see is exactly what was published.
    const body = JSON.stringify(event);
    await this.prepare();
    let queues: string[];
    try {
      queues = await this.store.enqueue(this.exchange, event.type, event.id, body);
      this.noteDatabase(undefined);
    } catch (error) {
      this.noteDatabase(error);
      throw error;
    }
    this.afterPublish(event, body, queues);
  }

  private afterPublish(event: EventEnvelope, body: string, queues: string[]): void {
    const transient = this.fanOutTransient(event.type, body);
    if (queues.length === 0 && transient === 0) this.logger.warn(eventLogFields(event), 'Event matched no queue; dropped');
    for (const worker of this.workers) if (queues.includes(worker.queue)) worker.wake();
  }

  async publishWithin(tx: SqlExecutor, event: EventEnvelope): Promise<() => void> {
    if (this.closed) throw new Error('Event bus is closed');
    if (!this.isPrepared) {
      // Creating the tables needs a connection of the bus's own, which may have to wait for `tx`
      // itself (PGlite has one session): started here, not awaited; the relay tries again later.
      void this.prepare().catch(() => undefined);
      throw new Error('The event bus has not created its tables yet; trying again shortly');
    }
    assertEnvelope(event);
    const body = JSON.stringify(event);
    const queues = await this.store.enqueue(this.exchange, event.type, event.id, body, tx);
    return () => this.afterPublish(event, body, queues);
  }

  sharesDatabaseWith(url: string): boolean {
    return url === this.options.url;
  }

  /** Creates the bus's tables if needed (and, exclusive, hands back a crashed run's deliveries). */
  connect(): Promise<void> {
    return this.prepare();
  }

  async subscribe(requested: Subscription): Promise<void> {
    if (this.closed) throw new Error('Event bus is closed');
    const subscription = { ...requested, queue: this.namespaced(requested.queue) };
    assertValidSubscription(subscription);
    subscription.routingKeys.forEach(assertValidBindingKey);
    const policy = retryPolicyOf(subscription, this.options);
    if (subscription.transient) {
      this.transient.push({ routingKeys: subscription.routingKeys, handler: subscription.handler });
      return;
    }
    await this.prepare();
    for (const key of subscription.routingKeys) await this.store.bind(this.exchange, subscription.queue, key);
    const worker = new QueueWorker({
      queue: subscription.queue,
      handler: subscription.handler,
      policy,
      store: this.store,
      logger: this.logger,
      prefetch: this.options.prefetch ?? 10,
      pollIntervalMs: this.pollIntervalMs,
      onDatabase: (error) => this.noteDatabase(error),
    });
    this.workers.push(worker);
    worker.wake();
  }

  health(): ComponentHealth {
    if (this.closed) return { status: 'down', detail: 'closed' };
    return this.lastError ? { status: 'down', detail: `database: ${this.lastError}` } : { status: 'up' };
  }

  async deadLetterCounts(): Promise<QueueDeadLetters[]> {
    const mine = new Set(this.workers.map((worker) => worker.queue));
    const summary = await queueSummary(this.pool, this.schema);
    const dead = new Map(summary.map((row) => [row.queue, row.dead]));
    return [...mine].map((queue) => ({ queue: this.unnamespaced(queue), count: dead.get(queue) ?? 0 }));
  }

  async deleteQueue(queue: string): Promise<void> {
    await this.prepare();
    const name = this.namespaced(queue);
    for (const worker of this.workers.filter((candidate) => candidate.queue === name)) {
      worker.stop();
      this.workers.splice(this.workers.indexOf(worker), 1);
    }
    await this.store.deleteQueue(this.exchange, name);
  }

  /** Dead letters of a queue (its name as subscribed), oldest first. */
  async deadLetters(queue: string): Promise<DeadLetter[]> {
    await this.prepare();
    return listDeadLetters(this.pool, this.schema, this.namespaced(queue));
  }

  /** Puts a queue's dead letters back for delivery; returns how many. */
  async replayDeadLetters(queue: string): Promise<number> {
    await this.prepare();
    const replayed = await replayDeadLetters(this.pool, this.schema, this.namespaced(queue));
    for (const worker of this.workers) if (worker.queue === this.namespaced(queue)) worker.wake();
    return replayed;
  }

  /** Resolves once this process's queues hold nothing due and no handler runs (tests, shutdown). */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const queues = [...new Set(this.workers.map((worker) => worker.queue))];
    for (;;) {
      await Promise.allSettled([...this.inFlightTransient]);
      await Promise.all(this.workers.map((worker) => worker.idle()));
      const waiting = await this.store.waiting(queues);
      if (waiting === 0 && this.workers.every((worker) => worker.busy === 0)) return;
      if (Date.now() > deadline) throw new Error(`Event bus not drained after ${timeoutMs} ms: ${waiting} deliveries waiting`);
      for (const worker of this.workers) worker.wake();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** Stops taking deliveries, lets running handlers finish for a while, then closes the pool. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const worker of this.workers) worker.stop();
    await settleWithin([...this.workers.map((worker) => worker.idle()), ...this.inFlightTransient], CLOSE_GRACE_MS);
    await this.prepared?.catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }

  private namespaced(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }

  private unnamespaced(name: string): string {
    const prefix = this.options.namespace ? `${this.options.namespace}.` : '';
    return prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name;
  }

  private noteDatabase(error: unknown): void {
    this.lastError = error === undefined ? undefined : errorMessage(error);
  }

  /** Creates the tables once per bus; a failure is retried by the next call. */
  private prepare(): Promise<void> {
    this.prepared ??= this.store.prepare(this.options.exclusive ?? false).then(
      (released) => {
        this.isPrepared = true;
        if (released > 0) this.logger.info({ deliveries: released }, 'Deliveries a previous run had taken are handed out again');
      },
      (error: unknown) => {
        this.prepared = undefined;
        this.noteDatabase(error);
        throw error;
      },
    );
    return this.prepared;
  }

  /** Delivers to this process's transient subscribers, without retries; returns how many there were. */
  private fanOutTransient(type: string, body: string): number {
    let count = 0;
    for (const { routingKeys, handler } of this.transient) {
      if (!routingKeys.some((key) => matchesTopic(key, type))) continue;
      count++;
      const delivery = (async () => {
        // Never inside publish's call stack: the publisher's transaction is not the handler's.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const event = JSON.parse(body) as EventEnvelope;
        try {
          await handler(event);
        } catch (error) {
          this.logger.warn({ ...eventLogFields(event), err: error }, 'Event handler failed on a transient queue; dropped');
        }
      })();
      this.inFlightTransient.add(delivery);
      void delivery.finally(() => this.inFlightTransient.delete(delivery));
    }
    return count;
  }
}
