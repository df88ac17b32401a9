import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { assertEnvelope } from './envelope';
import {
  assertValidSubscription,
  type DeadLetter,
  errorMessage,
  type EventBus,
  type EventBusOptions,
  type EventHandler,
  eventLogFields,
  retryPolicyOf,
  type QueueDeadLetters,
  type Subscription,
} from './event-bus';
import { decideAfterFailure, FIRST_DELIVERY, type RetryPolicy } from './retry-policy';
import { assertValidBindingKey, matchesTopic } from './topic-pattern';

interface Consumer {
  handler: EventHandler;
  transient: boolean;
  policy: RetryPolicy;
}

/** Mirrors one durable queue: its bindings accumulate and its consumers compete for deliveries. */
interface Queue {
  name: string;
  bindings: Set<string>;
  consumers: Consumer[];
  next: number;
}

/**
 * The event bus for a single process (embedded mode and tests), with the RabbitMQ adapter's
 * semantics: delivery is asynchronous, each bound queue gets its own copy, consumers on one queue
 * share its deliveries, and a failing handler is retried a bounded number of times and then
 * dead-lettered. Nothing survives a restart: durability comes from the outbox in front of it.
 */
export class InProcessEventBus implements EventBus {
  private readonly logger: Logger;
  private readonly queues = new Map<string, Queue>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retryTimers = new Map<NodeJS.Timeout, () => void>();
  private readonly dead: DeadLetter[] = [];
  private closed = false;

  constructor(private readonly options: EventBusOptions) {
    this.logger = options.logger.child({ component: 'in-process-event-bus' });
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.closed) throw new Error('Event bus is closed');
    assertEnvelope(event);
    // Serialised once, now: a caller mutating its object afterwards must not change what was
    // published, and handlers see exactly what a broker would have carried.
    const body = JSON.stringify(event);
    for (const queue of this.queues.values()) {
      if ([...queue.bindings].some((bindingKey) => matchesTopic(bindingKey, event.type))) {
        this.track(this.deliver(queue, body));
      }
    }
  }

  async subscribe(subscription: Subscription): Promise<void> {
    if (this.closed) throw new Error('Event bus is closed');
    assertValidSubscription(subscription);
    subscription.routingKeys.forEach(assertValidBindingKey);
    const policy = retryPolicyOf(subscription, this.options);
    const queue = this.queues.get(subscription.queue) ?? { name: subscription.queue, bindings: new Set<string>(), consumers: [], next: 0 };
    this.queues.set(queue.name, queue);
    subscription.routingKeys.forEach((key) => queue.bindings.add(key));
    queue.consumers.push({ handler: subscription.handler, transient: subscription.transient ?? false, policy });
  }

  async deleteQueue(queue: string): Promise<void> {
    this.queues.delete(queue);
  }

  health(): ComponentHealth {
    return this.closed ? { status: 'down', detail: 'closed' } : { status: 'up' };
  }

  async deadLetterCounts(): Promise<QueueDeadLetters[]> {
    const durable = [...this.queues].filter(([, queue]) => queue.consumers.some((consumer) => !consumer.transient)).map(([name]) => name);
    const counts = new Map<string, number>(durable.map((queue) => [queue, 0]));
    for (const letter of this.dead) if (counts.has(letter.queue)) counts.set(letter.queue, (counts.get(letter.queue) ?? 0) + 1);
    return [...counts].map(([queue, count]) => ({ queue, count }));
  }

  /** Messages that exhausted their retries, oldest first (a copy). */
  deadLetters(): DeadLetter[] {
    return this.dead.map((letter) => ({ ...letter }));
  }

  /** Resolves once nothing is being delivered or waiting for a retry (tests, graceful shutdown). */
  async drain(): Promise<void> {
    // Loops because a handler may publish further events while we wait.
    while (this.inFlight.size > 0) {
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /** Stops accepting events, abandons pending retries and waits for running handlers. Call drain() first to deliver everything. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimers.size > 0) {
      this.logger.warn({ pendingRetries: this.retryTimers.size }, 'Closing the in-process event bus with retries pending; they are dropped');
    }
    for (const [timer, wake] of this.retryTimers) {
      clearTimeout(timer);
      wake();
    }
    this.retryTimers.clear();
    await this.drain();
  }

  private track(delivery: Promise<void>): void {
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** One message's life on one queue: attempts, retries, then success or the dead-letter list. */
  private async deliver(queue: Queue, body: string): Promise<void> {
    // Never inside publish's call stack: the publisher's transaction and locks are not the handler's.
    await new Promise<void>((resolve) => setImmediate(resolve));
    let history = FIRST_DELIVERY;
    for (let attempt = 1; ; attempt++) {
      if (this.closed) return;
      const consumer = queue.consumers[queue.next++ % queue.consumers.length];
      // A fresh copy per attempt, so a handler that mutates its event cannot affect a retry.
      const event = JSON.parse(body) as EventEnvelope;
      try {
        await Promise.resolve().then(() => consumer.handler(event));
        return;
      } catch (error) {
        const fields = { ...eventLogFields(event), queue: queue.name, attempts: attempt, err: error };
        if (consumer.transient) {
          // As on RabbitMQ: a transient queue has no retry or dead-letter queue.
          this.logger.warn(fields, 'Event handler failed on a transient queue; dropped');
          return;
        }
        const decision = decideAfterFailure(error, history, consumer.policy);
        if (decision.action === 'dead-letter') {
          this.dead.push({ queue: queue.name, event, error: errorMessage(error), attempts: attempt, deadAt: new Date().toISOString() });
          this.logger.error({ ...fields, failure: decision.kind, reason: decision.reason }, 'Event handler failed for good; dead-lettered');
          return;
        }
        history = decision.history;
        this.logger.warn({ ...fields, failure: decision.kind, retryInMs: decision.delayMs }, 'Event handler failed; will retry');
        await this.sleep(decision.delayMs);
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        resolve();
      }, ms);
      this.retryTimers.set(timer, resolve);
    });
  }
}
