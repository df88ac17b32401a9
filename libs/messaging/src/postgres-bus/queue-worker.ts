import { type Logger } from 'pino';
import { cappedBackoff } from '../backoff';
import { decodeEnvelope } from '../envelope';
import { errorMessage, type EventHandler, eventLogFields } from '../event-bus';
import { decideAfterFailure, type RetryPolicy } from '../retry-policy';
import { type ClaimedDelivery, type DeliveryStore } from './delivery-store';

export interface QueueWorkerOptions {
  queue: string;
  handler: EventHandler;
  policy: RetryPolicy;
  store: DeliveryStore;
  logger: Logger;
  /** Handlers running at once. */
  prefetch: number;
  /** Longest sleep between two looks at the queue. */
  pollIntervalMs: number;
  /** Told of every success or failure of the bus's own database, for health. */
  onDatabase(error: unknown | undefined): void;
}

const MAX_POLL_BACKOFF_MS = 30_000;

/**
 * Runs one subscription's handler on its queue's deliveries, `prefetch` at a time. Woken at once
 * by a publish in this process and by each finished handler; a timer covers retries coming due,
 * claims running out and other processes' publishes.
 */
export class QueueWorker {
  private readonly running = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private fetching: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private pollFailures = 0;

  constructor(private readonly options: QueueWorkerOptions) {}

  get queue(): string {
    return this.options.queue;
  }

  get busy(): number {
    return this.running.size;
  }

  /** Looks for deliveries now. */
  wake(): void {
    if (this.stopped) return;
    if (this.fetching) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.fetching = this.fetch().finally(() => {
      this.fetching = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Takes nothing more; running handlers go on (see idle()). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** Resolves when nothing is being fetched or handled. */
  async idle(): Promise<void> {
    while (this.fetching || this.running.size > 0) {
      await Promise.allSettled([this.fetching, ...this.running.values()]);
    }
  }

  private async fetch(): Promise<void> {
    const room = this.options.prefetch - this.running.size;
    if (room <= 0) return;
    let result: Awaited<ReturnType<DeliveryStore['claim']>>;
    try {
      result = await this.options.store.claim(this.queue, room, [...this.running.keys()]);
      this.pollFailures = 0;
      this.options.onDatabase(undefined);
    } catch (error) {
      this.pollFailures++;
      this.options.onDatabase(error);
      const retryInMs = cappedBackoff(250, this.pollFailures, MAX_POLL_BACKOFF_MS);
      this.options.logger.warn({ queue: this.queue, err: error, retryInMs }, 'Could not read deliveries; retrying');
      this.schedule(retryInMs);
      return;
    }
    // Closing while the claim ran: the rows come back after their lease (or at once at the next
    // start of an exclusive bus).
    if (this.stopped) return;
    for (const delivery of result.claimed) this.start(delivery);
    const { nextDueInMs } = result;
    this.schedule(nextDueInMs === undefined ? this.options.pollIntervalMs : Math.min(nextDueInMs, this.options.pollIntervalMs));
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, delayMs);
  }

  private start(delivery: ClaimedDelivery): void {
    const run = this.handle(delivery).finally(() => {
      this.running.delete(delivery.id);
      this.wake();
    });
    this.running.set(delivery.id, run);
  }

  private async handle({ id, body, history }: ClaimedDelivery): Promise<void> {
    const { store, logger, queue } = { ...this.options, queue: this.queue };
    try {
      const decoded = decodeEnvelope(body);
      if (!decoded.ok) {
        // Retrying cannot fix a body that is not an envelope: straight to the dead letters.
        logger.error({ queue, deliveryId: id, reason: decoded.reason }, 'Malformed message; dead-lettered without retry');
        await store.deadLetter(id, history, decoded.reason);
        return;
      }
      const event = decoded.event;
      try {
        await Promise.resolve().then(() => this.options.handler(event));
      } catch (error) {
        const decision = decideAfterFailure(error, history, this.options.policy);
        const fields = { ...eventLogFields(event), queue, attempts: history.failures + history.outageFailures + 1, failure: decision.kind, err: error };
        if (decision.action === 'dead-letter') {
          logger.error({ ...fields, reason: decision.reason }, 'Event handler failed for good; dead-lettered');
          await store.deadLetter(id, decision.history, errorMessage(error));
        } else {
          logger.warn({ ...fields, retryInMs: decision.delayMs }, 'Event handler failed; will retry');
          await store.retryLater(id, decision.history, decision.delayMs, errorMessage(error));
        }
        return;
      }
      await store.ack(id);
    } catch (error) {
      // The bus's own database could not record the outcome: the claim runs out and the event is
      // delivered again, which the consumer's inbox makes harmless.
      this.options.onDatabase(error);
      logger.warn({ queue, deliveryId: id, err: error }, 'Could not record the outcome of a delivery; it will be delivered again');
    }
  }
}
