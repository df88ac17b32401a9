import { type EventEnvelope } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { cappedBackoff } from './backoff';
import { errorMessage, type EventBus, eventLogFields } from './event-bus';
import { quoteSchema, type SqlExecutor, type SqlTransactionRunner } from './sql';

export interface OutboxRelayOptions {
  schema: string;
  db: SqlTransactionRunner;
  bus: EventBus;
  logger: Logger;
  /** How often an idle relay looks for rows (default 250 ms). */
  pollIntervalMs?: number;
  /** Rows per transaction (default 100). */
  batchSize?: number;
  /**
   * The bus keeps its queues in this same database (`bus.sharesDatabaseWith`): events are handed
   * over inside the relay's transaction, so marking them sent and queueing them commit together.
   */
  busSharesDatabase?: boolean;
}

const MAX_BACKOFF_MS = 30_000;
const MAX_ERROR_LENGTH = 2000;

interface OutboxRow {
  id: string;
  envelope: EventEnvelope | string;
}

/**
 * Publishes the outbox in order: each row is published and confirmed before the next, and marked
 * sent only after its confirm. A failed publish records the error on its row and ends the batch, so
 * later rows never overtake it; the relay backs off and tries the same row again. At-least-once:
 * a crash between confirm and commit republishes, which the consumers' inbox absorbs.
 */
export class OutboxRelay {
  private readonly outbox: string;
  private readonly lockKey: string;
  private readonly logger: Logger;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private tick: Promise<void> | undefined;
  private nudged = false;
  private failures = 0;
  private lastFailureWasPublish = false;
  // Serialises batches within this process (background poll, flush(), nudges): two overlapping
  // batches could otherwise publish rows out of order.
  private exclusive: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: OutboxRelayOptions) {
    this.outbox = `${quoteSchema(options.schema)}.outbox`;
    this.lockKey = `comarketing.outbox:${options.schema}`;
    this.logger = options.logger.child({ component: 'outbox-relay', schema: options.schema });
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.batchSize = options.batchSize ?? 100;
    if (!(this.pollIntervalMs > 0)) throw new RangeError('pollIntervalMs must be positive');
    if (!Number.isInteger(this.batchSize) || this.batchSize < 1) throw new RangeError('batchSize must be a positive integer');
  }

  /** Starts polling in the background. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops polling; resolves once an in-flight batch has finished, leaving no timer behind. */
  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.tick;
    await this.exclusive.catch(() => undefined);
  }

  /** Publishes soon, without waiting for the next poll (call after a commit that wrote events). */
  nudge(): void {
    if (!this.running) return;
    if (this.tick) {
      // A batch is running and may have missed the new rows: run again right after it.
      this.nudged = true;
    } else if (this.failures === 0 || this.options.bus.health().status === 'up') {
      // While backing off with the bus still down a publish would just fail again; once the bus
      // is back, the new event need not wait out the rest of the backoff.
      this.schedule(0);
    }
  }

  /** Publishes everything pending now; returns how many were published. Rejects on a failed publish (recorded on the row). */
  flush(): Promise<number> {
    const run = this.exclusive.catch(() => undefined).then(() => this.publishPending());
    this.exclusive = run;
    return run;
  }

  /** Count of unsent rows (health, tests). */
  async pending(): Promise<number> {
    const rows = await this.options.db.transaction((tx) =>
      tx.query<{ count: number | string }>(`SELECT count(*) AS count FROM ${this.outbox} WHERE sent_at IS NULL`),
    );
    return Number(rows[0]?.count ?? 0);
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.tick = this.poll().finally(() => {
        this.tick = undefined;
      });
    }, delayMs);
  }

  private async poll(): Promise<void> {
    try {
      await this.flush();
      this.failures = 0;
    } catch (error) {
      this.failures++;
      if (!this.running) return;
      const retryInMs = cappedBackoff(this.pollIntervalMs, this.failures, MAX_BACKOFF_MS);
      // A failed publish was already logged with its event; anything else (the database) is news.
      const level = this.lastFailureWasPublish ? 'debug' : 'warn';
      this.logger[level]({ err: error, failures: this.failures, retryInMs }, 'Outbox relay backing off');
      this.nudged = false;
      const busWasDown = this.lastFailureWasPublish && this.options.bus.health().status === 'down';
      this.backOff(Date.now() + retryInMs, busWasDown);
      return;
    }
    if (!this.running) return;
    this.schedule(this.nudged ? 0 : this.pollIntervalMs);
    this.nudged = false;
  }

  /**
   * Waits until `retryAt`, but when the failure was the bus being down, looks at its health every
   * poll interval (in memory, no query) and retries as soon as it is back: after a long outage the
   * backoff has grown, and the pending events should not wait it out.
   */
  private backOff(retryAt: number, busWasDown: boolean): void {
    const remaining = retryAt - Date.now();
    if (!busWasDown || remaining <= this.pollIntervalMs) {
      this.schedule(Math.max(0, remaining));
      return;
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.running) return;
      if (this.options.bus.health().status === 'up') this.schedule(0);
      else this.backOff(retryAt, busWasDown);
    }, this.pollIntervalMs);
  }

  private async publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { published, more } = await this.publishBatch();
      total += published;
      if (!more) return total;
    }
  }

  /** One transaction: lock the oldest unsent rows, publish them in order, mark the confirmed ones sent. */
  private async publishBatch(): Promise<{ published: number; more: boolean }> {
    let failed = false;
    let failure: unknown;
    this.lastFailureWasPublish = false;
    const { bus, busSharesDatabase } = this.options;
    const handOver = busSharesDatabase && bus.publishWithin ? bus.publishWithin.bind(bus) : undefined;
    const afterCommit: Array<() => void> = [];
    const result = await this.options.db.transaction(async (tx) => {
      // One relay per schema at a time, across instances of the service: SKIP LOCKED alone would let
      // a second instance publish later rows while the first still holds earlier ones.
      const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS locked', [this.lockKey]);
      if (!lock?.locked) return { published: 0, more: false };

      const rows = await tx.query<OutboxRow>(
        `SELECT id, envelope FROM ${this.outbox} WHERE sent_at IS NULL ORDER BY sequence LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [this.batchSize],
      );
      const sent: string[] = [];
      for (const row of rows) {
        const event = typeof row.envelope === 'string' ? (JSON.parse(row.envelope) as EventEnvelope) : row.envelope;
        try {
          if (handOver) afterCommit.push(await this.inSavepoint(tx, () => handOver(tx, event)));
          else await this.options.bus.publish(event);
        } catch (error) {
          failed = true;
          failure = error;
          this.lastFailureWasPublish = true;
          await this.recordFailure(tx, row.id, error);
          this.logger.warn({ ...eventLogFields(event), err: error }, 'Publishing an outbox event failed; it stays pending');
          break;
        }
        sent.push(row.id);
      }
      if (sent.length > 0) {
        // A row whose person was erased meanwhile is deleted instead of kept (eraseEventsMentioning).
        await tx.query(
          `WITH erased AS (DELETE FROM ${this.outbox} WHERE id = ANY($1::uuid[]) AND erase_when_sent)
           UPDATE ${this.outbox} SET sent_at = now() WHERE id = ANY($1::uuid[]) AND NOT erase_when_sent`,
          [sent],
        );
      }
      return { published: sent.length, more: !failed && rows.length === this.batchSize };
    });
    for (const wake of afterCommit) wake();
    // Thrown only after the commit above, so the rows confirmed before the failure stay marked sent.
    if (failed) throw failure;
    return result;
  }

  /**
   * A hand-over runs SQL in the relay's own transaction; a failure there would abort the whole
   * transaction, and with it the rows already handed over and the record of the failure.
   */
  private async inSavepoint<T>(tx: SqlExecutor, work: () => Promise<T>): Promise<T> {
    await tx.query('SAVEPOINT outbox_hand_over');
    try {
      const result = await work();
      await tx.query('RELEASE SAVEPOINT outbox_hand_over');
      return result;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT outbox_hand_over');
      throw error;
    }
  }

  private async recordFailure(tx: SqlExecutor, id: string, error: unknown): Promise<void> {
    await tx.query(`UPDATE ${this.outbox} SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
      id,
      errorMessage(error).slice(0, MAX_ERROR_LENGTH),
    ]);
  }
}
