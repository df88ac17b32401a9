import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { type SqlExecutor } from './sql';
import { resolveRetryPolicy, type RetryPolicy, type RetryPolicyOptions } from './retry-policy';

export type EventHandler = (event: EventEnvelope) => Promise<void>;

export interface Subscription {
  /** Durable queue of the consuming service, named `<service>.<purpose>`, e.g. `notification.welcome`. */
  queue: string;
  /** Topic binding keys, e.g. `['user.registered']`; `*` matches one word, `#` zero or more. */
  routingKeys: string[];
  /**
   * Throwing (or rejecting) counts as a failure. An outage (see `classifyFailure`) is retried with
   * a growing back-off for `outageRetryMs`; anything else is retried `maxRetries` times and then
   * dead-lettered.
   */
  handler: EventHandler;
  /** Retries of a poison failure after the first attempt (default from the bus options, default 5). */
  maxRetries?: number;
  /** Delay before each poison retry and the first outage retry (default from the bus options, default 1000). */
  retryDelayMs?: number;
  /** How long outage failures are retried (default from the bus options, default 24 hours). */
  outageRetryMs?: number;
  /**
   * A queue that lives only as long as this consumer (RabbitMQ: exclusive, auto-delete, not
   * durable, no retry or dead-letter queue). For fan-out to every running instance, e.g. live
   * pushes to browsers, where a lost message only means the page learns at its next poll.
   */
  transient?: boolean;
}

export interface DeadLetter {
  queue: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
  deadAt: string;
}

/** One queue's dead letters: events that failed every retry and wait for an operator. */
export interface QueueDeadLetters {
  queue: string;
  count: number;
}

export interface EventBus {
  /**
   * Resolves only once the event is safely accepted (RabbitMQ: publisher confirm). Rejects when it
   * cannot be published (e.g. broker down), so the outbox relay keeps the row and tries again.
   */
  publish(event: EventEnvelope): Promise<void>;
  /**
   * Only buses that keep their queues in PostgreSQL: takes the event inside the caller's
   * transaction, which must be on the bus's own database (see `sharesDatabaseWith`). The outbox
   * relay then hands events over atomically with marking them sent; and on the embedded database
   * (one session shared by every connection) it must, since a second connection would wait for the
   * relay's transaction forever. Returns what to call after the commit, to wake the consumers.
   */
  publishWithin?(tx: SqlExecutor, event: EventEnvelope): Promise<() => void>;
  /** Whether `publishWithin` may be used with transactions on the database at `url`. */
  sharesDatabaseWith?(url: string): boolean;
  /** Declares the queue and its bindings and starts consuming; survives reconnects. */
  subscribe(subscription: Subscription): Promise<void>;
  health(): ComponentHealth;
  /**
   * How many events wait in the dead letters of each durable queue this bus consumes (named as
   * subscribed, without the namespace): for the admin panel's system view. Rejects when the bus
   * cannot tell (the broker is unreachable).
   */
  deadLetterCounts(): Promise<QueueDeadLetters[]>;
  /**
   * Removes a queue, its bindings and whatever waits in it (its retry and dead-letter queues too):
   * for a queue that will never be consumed again, e.g. one a test opened to watch events.
   */
  deleteQueue(queue: string): Promise<void>;
  /**
   * Resolves once the queues this bus consumes hold nothing waiting (retries included) and none of
   * its handlers runs; rejects after `timeoutMs`. For tests: drain, then assert that something did
   * not happen (a sleep proves nothing).
   */
  drain(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The one topic exchange every event travels on (namespaced per platform). */
export const EVENTS_EXCHANGE = 'comarketing.events';

export interface EventBusOptions extends RetryPolicyOptions {
  logger: Logger;
}

/** The subscription's own policy wins over the bus defaults, which win over the library defaults. */
export function retryPolicyOf(subscription: Subscription, defaults: RetryPolicyOptions): RetryPolicy {
  const { maxRetries, retryDelayMs, outageRetryMs } = subscription;
  return resolveRetryPolicy({ maxRetries, retryDelayMs, outageRetryMs }, defaults);
}

// Queue names end up in broker and log output; a narrow alphabet keeps `<queue>.retry` and
// `<queue>.dlq` unambiguous and avoids names RabbitMQ reserves (`amq.*`).
const QUEUE_NAME = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*$/i;

/** Throws a descriptive error for a subscription no broker would accept. */
export function assertValidSubscription(subscription: Subscription): void {
  const { queue, routingKeys, handler } = subscription;
  if (typeof queue !== 'string' || !QUEUE_NAME.test(queue) || queue.startsWith('amq.') || queue.length > 200) {
    throw new TypeError(`Invalid queue name "${String(queue)}": expected '<service>.<purpose>'`);
  }
  if (queue.endsWith('.retry') || queue.endsWith('.dlq')) {
    throw new TypeError(`Queue name "${queue}" clashes with the retry/dead-letter queues derived from it`);
  }
  if (!Array.isArray(routingKeys) || routingKeys.length === 0) {
    throw new TypeError(`Subscription "${queue}" needs at least one routing key`);
  }
  if (typeof handler !== 'function') {
    throw new TypeError(`Subscription "${queue}" needs a handler`);
  }
}

/** The fields every log line about one event carries, so a failure can be traced end to end. */
export function eventLogFields(event: EventEnvelope): Record<string, unknown> {
  return { eventId: event.id, eventType: event.type, correlationId: event.correlationId };
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}
