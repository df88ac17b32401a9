import { type ComponentHealth, type EventEnvelope } from '@comarketing/contracts';
import { type Channel, type ChannelModel, type ConfirmChannel, connect, type ConsumeMessage, type Message, type RecoveringChannelModel } from 'amqplib';
import { type Logger } from 'pino';
import { abandon, publishWithConfirm, redactUrl, settle, settleWithin, withinMs } from './amqp-support';
import { assertEnvelope, decodeEnvelope } from './envelope';
import {
  assertValidSubscription,
  errorMessage,
  type EventBus,
  type EventBusOptions,
  eventLogFields,
  EVENTS_EXCHANGE,
  retryPolicyOf,
  type QueueDeadLetters,
  type Subscription,
} from './event-bus';
import { copyOptions, CORRELATION_HEADER, deadLetterQueueOf, declareSubscriptionTopology, historyOf, type QueueType, retryHeaders, retryQueueOf } from './rabbitmq-topology';
import { decideAfterFailure, type RetryPolicy } from './retry-policy';
import { assertValidBindingKey } from './topic-pattern';

export interface RabbitMqEventBusOptions extends EventBusOptions {
  url: string;
  /** The one durable topic exchange (default `comarketing.events`). */
  exchange?: string;
  /** Queue type of the subscription queues (default `quorum`; `classic` in a throwaway namespace). */
  queueType?: QueueType;
  /** Unacknowledged deliveries per consumer, i.e. handlers running at once per subscription (default 10). */
  prefetch?: number;
  /** First reconnect delay (amqplib's `recovery.initialDelay`); doubles per failed attempt up to 30 s (default 1000). */
  reconnectDelayMs?: number;
  /** A publish without a broker confirm after this long is reported as failed (default 10000). */
  publishTimeoutMs?: number;
  /**
   * Prefix for the exchange and every queue (`<namespace>.<name>`): platforms or test runs that
   * share one broker then never consume each other's events.
   */
  namespace?: string;
  /**
   * For throwaway namespaces (test runs, benchmarks) only: the broker deletes a queue unused this
   * long, and the exchange with its last queue, so runs leave nothing behind. Never in production:
   * a service down for longer would lose its queue and the events in it.
   * Such queues are classic unless `queueType` says otherwise: a quorum queue is a small cluster of
   * its own, and a single broker removing a few hundred at once stops answering meanwhile (300
   * expiring together held a new connection for 14 s on an idle two-core machine, and a test run's
   * queues expiring during the next run held it for minutes; 300 classic ones, 56 ms).
   */
  queueExpiresMs?: number;
}

const MAX_RECONNECT_DELAY_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
// close() lets running handlers finish (and ack) for this long; what is still unacked afterwards
// is redelivered by the broker to another instance.
const CLOSE_GRACE_MS = 10_000;
const TEARDOWN_STEP_MS = 2_000;
// Declaring the exchange and every subscription's queues; a broker that stops answering half-way
// (alarms, a quorum queue without its quorum) must not wedge the bus, so the session is dropped.
// amqplib's recovery waits for its setup without a bound, so this one is ours.
const SETUP_TIMEOUT_MS = 15_000;

interface Registration {
  subscription: Subscription;
  policy: RetryPolicy;
}

/** One connection and everything opened on it; replaced wholesale when amqplib reconnects. */
interface Session {
  connection: ChannelModel;
  publisher?: ConfirmChannel;
  consumers: Array<{ queue: string; channel: Channel; consumerTag: string }>;
  lost: boolean;
}

interface Waiter {
  resolve(): void;
  reject(error: Error): void;
}

/**
 * The event bus on RabbitMQ (amqplib). Publishing waits for the publisher confirm. Consuming acks
 * only after the handler resolves; a failure is retried through `<queue>.retry` (per-message TTL,
 * dead-lettered back) a bounded number of times, then rejected into `<queue>.dlq`. amqplib's
 * connection recovery reconnects with backoff and runs `setUp` on every new connection, which
 * re-asserts the topology and re-subscribes every consumer. amqplib recovers a lost connection
 * only: a lost channel (or a retry that could not be scheduled) closes the connection, which hands
 * it to that recovery.
 */
export class RabbitMqEventBus implements EventBus {
  private readonly logger: Logger;
  private readonly exchange: string;
  private readonly queueType: QueueType;
  private readonly prefetch: number;
  private readonly reconnectDelayMs: number;
  private readonly publishTimeoutMs: number;
  private readonly registrations: Registration[] = [];
  private readonly waiters = new Set<Waiter>();
  private readonly inFlight = new Set<Promise<void>>();
  /**
   * Retry copies sent to a retry queue and not yet delivered again, by event id: between expiring
   * there and reaching the consumer a copy is briefly in no queue a check can see, so drain() counts
   * them itself.
   */
  private readonly retriesOnTheirWay = new Map<string, number>();
  /** amqplib's recovering connection; resolves at once (`waitForConnect: false`). */
  private recovering: Promise<RecoveringChannelModel> | undefined;
  private session: Session | undefined;
  private ready = false;
  private started = false;
  private closing: Promise<void> | undefined;
  private lastError: string | undefined;

  constructor(private readonly options: RabbitMqEventBusOptions) {
    this.logger = options.logger.child({ component: 'rabbitmq-event-bus' });
    this.exchange = this.namespaced(options.exchange ?? EVENTS_EXCHANGE);
    this.queueType = options.queueType ?? (options.queueExpiresMs === undefined ? 'quorum' : 'classic');
    this.prefetch = options.prefetch ?? 10;
    this.reconnectDelayMs = options.reconnectDelayMs ?? 1000;
    this.publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
    if (!Number.isInteger(this.prefetch) || this.prefetch < 1) throw new RangeError('prefetch must be a positive integer');
    if (!(this.reconnectDelayMs > 0)) throw new RangeError('reconnectDelayMs must be positive');
  }

  /**
   * Connects; amqplib's recovery keeps reconnecting in the background on failure. Resolves once
   * connected and set up; rejects after `timeoutMs` (the attempts go on until close()).
   */
  connect(timeoutMs = 10_000): Promise<void> {
    if (this.closing) return Promise.reject(new Error('Event bus is closed'));
    this.start();
    if (this.ready) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const waiter: Waiter = {
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      if (Number.isFinite(timeoutMs)) {
        timer = setTimeout(() => {
          this.waiters.delete(waiter);
          reject(new Error(`Could not connect to RabbitMQ within ${timeoutMs} ms: ${this.lastError ?? 'no answer'}; still retrying`));
        }, timeoutMs);
      }
      this.waiters.add(waiter);
    });
  }

  async publish(event: EventEnvelope): Promise<void> {
    assertEnvelope(event);
    const publisher = this.ready ? this.session?.publisher : undefined;
    // Fail fast while down: the outbox keeps the event and the relay retries it later.
    if (!publisher) throw new Error(`RabbitMQ is not connected (${this.closing ? 'closed' : (this.lastError ?? 'connecting')})`);
    const content = Buffer.from(JSON.stringify(event));
    await publishWithConfirm((done) =>
      publisher.publish(
        this.exchange,
        event.type,
        content,
        {
          persistent: true,
          // Unroutable events come back as returns (logged), and the confirm still arrives.
          mandatory: true,
          contentType: 'application/json',
          messageId: event.id,
          type: event.type,
          correlationId: event.correlationId,
          timestamp: Math.floor(Date.now() / 1000),
          headers: { [CORRELATION_HEADER]: event.correlationId, 'x-event-version': event.version },
        },
        done,
      ),
      this.publishTimeoutMs,
    );
  }

  /**
   * Declares the queue, its retry and dead-letter queues and its bindings, and starts consuming.
   * While disconnected it only registers the subscription, which is set up on (re)connect.
   */
  async subscribe(requested: Subscription): Promise<void> {
    if (this.closing) throw new Error('Event bus is closed');
    const subscription = { ...requested, queue: this.namespaced(requested.queue) };
    assertValidSubscription(subscription);
    subscription.routingKeys.forEach(assertValidBindingKey);
    const registration: Registration = { subscription, policy: retryPolicyOf(subscription, this.options) };
    this.registrations.push(registration);
    const session = this.session;
    if (!this.ready || !session) {
      this.logger.info({ queue: subscription.queue }, 'Not connected yet; the subscription starts once connected');
      return;
    }
    try {
      await this.startConsumer(session, registration);
    } catch (error) {
      if (session.lost) {
        this.logger.warn({ queue: subscription.queue, err: error }, 'Connection lost while subscribing; the subscription starts on reconnect');
        return;
      }
      // The broker refused this subscription (e.g. the queue exists with other arguments).
      this.registrations.splice(this.registrations.indexOf(registration), 1);
      throw error;
    }
  }

  private namespaced(name: string): string {
    return this.options.namespace ? `${this.options.namespace}.${name}` : name;
  }

  async deadLetterCounts(): Promise<QueueDeadLetters[]> {
    const session = this.session;
    if (!this.ready || !session) throw new Error(`RabbitMQ is not connected (${this.lastError ?? 'connecting'})`);
    const durable = this.registrations.filter((r) => !r.subscription.transient).map((r) => r.subscription.queue);
    const channel = await session.connection.createChannel();
    channel.on('error', () => undefined);
    try {
      const counts: QueueDeadLetters[] = [];
      for (const queue of durable) counts.push({ queue: this.unnamespaced(queue), count: (await channel.checkQueue(deadLetterQueueOf(queue))).messageCount });
      return counts;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  private unnamespaced(name: string): string {
    const prefix = this.options.namespace ? `${this.options.namespace}.` : '';
    return prefix && name.startsWith(prefix) ? name.slice(prefix.length) : name;
  }

  async deleteQueue(requested: string): Promise<void> {
    const queue = this.namespaced(requested);
    const session = this.session;
    if (!this.ready || !session) throw new Error(`RabbitMQ is not connected (${this.lastError ?? 'connecting'})`);
    // Forgotten first, so that neither the broker cancelling the consumer nor a reconnect
    // declares the queue again.
    for (let i = this.registrations.length - 1; i >= 0; i--) if (this.registrations[i].subscription.queue === queue) this.registrations.splice(i, 1);
    for (const consumer of session.consumers.filter((candidate) => candidate.queue === queue)) {
      session.consumers.splice(session.consumers.indexOf(consumer), 1);
      consumer.channel.removeAllListeners('close');
      await consumer.channel.close().catch(() => undefined);
    }
    const channel = await session.connection.createChannel();
    channel.on('error', () => undefined);
    try {
      for (const name of [queue, retryQueueOf(queue), deadLetterQueueOf(queue)]) await channel.deleteQueue(name);
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  /**
   * Resolves once this bus's queues and their retry queues hold no message and none of its handlers
   * runs, seen on two looks in a row: a message the broker has just sent is neither counted by the
   * queue nor yet in a handler, and the second look catches it.
   */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let quietLooks = 0;
    for (;;) {
      await Promise.allSettled([...this.inFlight]);
      const waiting = await this.waitingMessages();
      quietLooks = waiting === 0 && this.inFlight.size === 0 && this.retriesOnTheirWay.size === 0 ? quietLooks + 1 : 0;
      if (quietLooks === 2) return;
      if (Date.now() > deadline) throw new Error(`Event bus not drained after ${timeoutMs} ms: ${waiting} messages waiting, ${this.retriesOnTheirWay.size} retries on their way, ${this.inFlight.size} handlers running`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Messages ready in the queues this bus consumes and their retry queues (a transient queue has none). */
  private async waitingMessages(): Promise<number> {
    const session = this.session;
    if (!this.ready || !session) throw new Error(`RabbitMQ is not connected (${this.lastError ?? 'connecting'})`);
    const channel = await session.connection.createChannel();
    channel.on('error', () => undefined);
    try {
      let waiting = 0;
      for (const { subscription } of this.registrations) {
        const names = subscription.transient ? [subscription.queue] : [subscription.queue, retryQueueOf(subscription.queue)];
        for (const name of names) waiting += (await channel.checkQueue(name)).messageCount;
      }
      return waiting;
    } finally {
      await channel.close().catch(() => undefined);
    }
  }

  health(): ComponentHealth {
    if (this.ready) return { status: 'up' };
    if (this.closing) return { status: 'down', detail: 'closed' };
    if (!this.started) return { status: 'down', detail: 'not connected' };
    return { status: 'down', detail: this.lastError ? `disconnected: ${this.lastError}` : 'connecting' };
  }

  /** Stops consuming, gives running handlers a grace period to finish, then closes the connection. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    for (const waiter of this.waiters) waiter.reject(new Error('Event bus closed before it connected'));
    this.waiters.clear();
    const recovering = await this.recovering;
    // A connection still being set up is in `session` too; its setUp sees `closing` and gives up.
    const session = this.session;
    this.session = undefined;
    this.ready = false;
    if (session) {
      session.lost = true;
      // Each step is bounded: amqplib never settles a close() on a connection whose socket just died.
      await settleWithin(
        session.consumers.map(({ channel, consumerTag }) => channel.cancel(consumerTag)),
        TEARDOWN_STEP_MS,
      );
      await settleWithin([...this.inFlight], CLOSE_GRACE_MS);
    }
    // Our bounded close first: amqplib's close() then finds the connection closing and returns at
    // once instead of waiting for the broker's close-ok without a bound. It ends recovery, so
    // nothing reconnects after this.
    const closed = session ? abandon(session.connection) : Promise.resolve();
    await Promise.all([closed, recovering?.close().catch(() => undefined)]);
    if (session) this.logger.info('RabbitMQ event bus closed');
  }

  /** Starts amqplib's recovering connection: it connects, and reconnects with backoff until close(). */
  private start(): void {
    if (this.started) return;
    this.started = true;
    this.recovering = connect(this.options.url, {
      timeout: CONNECT_TIMEOUT_MS,
      clientProperties: { connection_name: `comarketing-messaging pid ${process.pid}` },
      recovery: {
        initialDelay: this.reconnectDelayMs,
        maxDelay: MAX_RECONNECT_DELAY_MS,
        // Resolves at once, before the first attempt, so the listeners hear every attempt;
        // connect(timeoutMs) does its own waiting.
        waitForConnect: false,
        setup: (connection: ChannelModel) => this.setUp(connection),
      },
    });
    void this.recovering.then((recovering) => this.listen(recovering));
  }

  private listen(recovering: RecoveringChannelModel): void {
    recovering.on('connect', (connection: ChannelModel) => this.connected(connection));
    recovering.on('disconnect', (error: Error) => {
      if (this.session) this.lose(this.session, `connection closed: ${errorMessage(error)}`);
    });
    recovering.on('connect-failed', (error: Error) => {
      this.lastError = errorMessage(error);
      if (!this.closing) this.logger.warn({ broker: redactUrl(this.options.url), err: error }, 'Could not connect to RabbitMQ');
    });
    recovering.on('reconnect-scheduled', ({ attempt, delay }: { attempt: number; delay: number }) => this.logger.debug({ attempt, delayMs: delay }, 'Reconnecting to RabbitMQ'));
    // Only after a `maxRetries` we do not set; kept so that it would show in health and the logs.
    recovering.on('reconnect-failed', (error: Error) => {
      this.lastError = `gave up reconnecting: ${errorMessage(error)}`;
      this.logger.error({ err: error }, 'Gave up reconnecting to RabbitMQ');
    });
    recovering.on('blocked', (reason: string) => this.logger.warn({ reason }, 'RabbitMQ blocked publishing (resource alarm)'));
    recovering.on('unblocked', () => this.logger.info('RabbitMQ unblocked publishing'));
    // Forwarded from the connection, whose own listener (setUp) logs it; an EventEmitter without an
    // 'error' listener would throw.
    recovering.on('error', () => undefined);
  }

  /** amqplib's recovery has set up a new connection (setUp succeeded): the bus is up. */
  private connected(connection: ChannelModel): void {
    const session = this.session;
    if (!session || session.connection !== connection || session.lost || this.closing) return;
    this.ready = true;
    this.lastError = undefined;
    this.logger.info({ broker: redactUrl(this.options.url), subscriptions: this.registrations.length }, 'Connected to RabbitMQ');
    for (const waiter of this.waiters) waiter.resolve();
    this.waiters.clear();
  }

  /**
   * amqplib's recovery `setup`, run on every new connection before it counts as connected. A
   * failure makes amqplib drop this connection and try again after its backoff.
   */
  private async setUp(connection: ChannelModel): Promise<void> {
    connection.on('error', (error: Error) => this.logger.warn({ err: error }, 'RabbitMQ connection error'));
    const session: Session = { connection, consumers: [], lost: false };
    if (!this.closing) this.session = session;
    try {
      if (this.closing) throw new Error('Event bus is closed');
      await withinMs(this.openSession(session), SETUP_TIMEOUT_MS, `RabbitMQ did not finish setting up within ${SETUP_TIMEOUT_MS} ms`);
      if (session.lost) throw new Error(this.lastError ?? 'connection lost during setup');
    } catch (error) {
      session.lost = true;
      if (this.session === session) this.session = undefined;
      // amqplib closes a connection whose setup failed, but waits for the broker's close-ok without
      // a bound: a broker that stopped answering would wedge its recovery. Closed here, bounded.
      await abandon(connection);
      throw new Error(`setup failed: ${errorMessage(error)}`);
    }
  }

  /** The publisher channel, the exchange, and every registered subscription, on a new connection. */
  private async openSession(session: Session): Promise<void> {
    const { connection } = session;
    const publisher = await connection.createConfirmChannel();
    publisher.on('error', (error: Error) => this.logger.warn({ err: error }, 'RabbitMQ publisher channel error'));
    publisher.on('close', () => this.lose(session, 'publisher channel closed'));
    publisher.on('return', (message: Message) =>
      this.logger.warn({ eventId: message.properties.messageId, routingKey: message.fields.routingKey }, 'Event matched no queue; the broker dropped it'),
    );
    await publisher.assertExchange(this.exchange, 'topic', { durable: true, autoDelete: this.options.queueExpiresMs !== undefined });
    session.publisher = publisher;
    // Iterates by index, so a subscription registered while this loop awaits is set up too.
    for (const registration of this.registrations) {
      if (session.lost) return;
      await this.startConsumer(session, registration);
    }
  }

  /**
   * Marks a session dead (once) and closes its connection: amqplib's recovery hears the close and
   * reconnects. It reacts to a lost connection only, so for a lost channel this close is what
   * starts it.
   */
  private lose(session: Session, reason: string): void {
    if (session.lost) return;
    session.lost = true;
    if (this.session === session) {
      this.session = undefined;
      this.ready = false;
    }
    this.lastError = reason;
    // Closing also returns this session's unacknowledged deliveries to their queues.
    void abandon(session.connection);
    if (this.closing) return;
    this.logger.warn({ reason }, 'Lost RabbitMQ; reconnecting');
  }

  private async startConsumer(session: Session, registration: Registration): Promise<void> {
    const { queue, routingKeys } = registration.subscription;
    const channel = await session.connection.createChannel();
    channel.on('error', (error: Error) => this.logger.warn({ queue, err: error }, 'RabbitMQ consumer channel error'));
    try {
      // Per consumer: at most this many deliveries are unacknowledged, i.e. handlers in flight.
      await channel.prefetch(this.prefetch);
      await declareSubscriptionTopology(channel, this.exchange, queue, routingKeys, {
        queueType: this.queueType,
        transient: registration.subscription.transient,
        expiresMs: this.options.queueExpiresMs,
      });
      const { consumerTag } = await channel.consume(queue, (message) => this.onDelivery(session, channel, registration, message), { noAck: false });
      session.consumers.push({ queue, channel, consumerTag });
    } catch (error) {
      await channel.close().catch(() => undefined);
      throw error;
    }
    channel.on('close', () => this.lose(session, `consumer channel of ${queue} closed`));
  }

  private onDelivery(session: Session, channel: Channel, registration: Registration, message: ConsumeMessage | null): void {
    if (message === null) {
      // The broker cancelled the consumer (queue deleted, ...): rebuilding re-declares the queue.
      this.lose(session, `consumer of ${registration.subscription.queue} cancelled by the broker`);
      return;
    }
    const delivery = this.handleDelivery(session, channel, registration, message).catch((error: unknown) =>
      this.logger.error({ err: error, queue: registration.subscription.queue }, 'Unexpected error while handling a delivery'),
    );
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  private async handleDelivery(session: Session, channel: Channel, registration: Registration, message: ConsumeMessage): Promise<void> {
    const { queue, handler } = registration.subscription;
    const decoded = decodeEnvelope(message.content);
    if (!decoded.ok) {
      // Retrying cannot fix a body that is not an envelope: straight to the dead-letter queue.
      this.logger.error({ queue, messageId: message.properties.messageId, reason: decoded.reason }, 'Malformed message; dead-lettered without retry');
      settle(channel, message, 'reject');
      return;
    }
    const event = decoded.event;
    this.arrived(event.id);
    try {
      await Promise.resolve().then(() => handler(event));
    } catch (error) {
      await this.handleFailure(session, channel, registration, message, event, error);
      return;
    }
    settle(channel, message, 'ack');
  }

  private async handleFailure(
    session: Session,
    channel: Channel,
    registration: Registration,
    message: ConsumeMessage,
    event: EventEnvelope,
    error: unknown,
  ): Promise<void> {
    const { queue } = registration.subscription;
    const history = historyOf(message.properties.headers);
    const attempts = history.failures + history.outageFailures + 1;
    const fields = { ...eventLogFields(event), queue, attempts, err: error };
    if (registration.subscription.transient) {
      // A transient queue has no retry or dead-letter queue: the event is dropped, which its
      // subscriber accepted (it catches up another way).
      this.logger.warn(fields, 'Event handler failed on a transient queue; dropped');
      settle(channel, message, 'reject');
      return;
    }
    const decision = decideAfterFailure(error, history, registration.policy);
    if (decision.action === 'dead-letter') {
      this.logger.error({ ...fields, failure: decision.kind, reason: decision.reason }, 'Event handler failed for good; dead-lettered');
      settle(channel, message, 'reject');
      return;
    }
    // On a dead session the broker redelivers the original anyway; a copy would duplicate it.
    const publisher = session.lost ? undefined : session.publisher;
    if (!publisher) return;
    try {
      await publishWithConfirm((done) =>
        publisher.sendToQueue(
          retryQueueOf(queue),
          message.content,
          {
            ...copyOptions(message.properties, retryHeaders(message.properties.headers, decision.history, errorMessage(error))),
            // Expiry dead-letters the copy back into the main queue: that is the retry delay. The
            // retry queue expires messages in order, so a copy may wait for one ahead of it; the
            // outage back-off's cap bounds that wait.
            expiration: String(decision.delayMs),
          },
          done,
        ),
        this.publishTimeoutMs,
      );
    } catch (publishError) {
      // Without a confirmed copy the original must stay unacked; rebuilding the session hands it
      // back to the queue, and amqplib's reconnect delay keeps this from becoming a hot loop.
      this.logger.warn({ ...fields, publishError: errorMessage(publishError) }, 'Could not schedule a retry; reconnecting so the broker redelivers');
      this.lose(session, `retry publish failed: ${errorMessage(publishError)}`);
      return;
    }
    this.retriesOnTheirWay.set(event.id, (this.retriesOnTheirWay.get(event.id) ?? 0) + 1);
    this.logger.warn({ ...fields, failure: decision.kind, retryInMs: decision.delayMs }, 'Event handler failed; retry scheduled');
    settle(channel, message, 'ack');
  }

  /** A delivery of this event: one of its retry copies, if any was on its way, has arrived. */
  private arrived(eventId: string): void {
    const waiting = this.retriesOnTheirWay.get(eventId);
    if (waiting === undefined) return;
    if (waiting <= 1) this.retriesOnTheirWay.delete(eventId);
    else this.retriesOnTheirWay.set(eventId, waiting - 1);
  }
}
