import { type Logger } from 'pino';
import { quoteSchema, type SqlTransactionRunner } from './sql';

export const DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60_000;

export interface RetentionOptions {
  schema: string;
  db: SqlTransactionRunner;
  logger: Logger;
  /** Sent outbox rows and inbox rows older than this go (default 7 days). */
  retentionMs?: number;
  /** Rows per delete, so a large backlog never holds long locks (default 1000). */
  batchSize?: number;
  /** How often it runs (default hourly); the first run is a minute after start. */
  intervalMs?: number;
}

/**
 * Deletes what the outbox and inbox no longer need: sent events and handled-event records older
 * than the retention period, in batches. The inbox must remember an event for longer than it can
 * come back (retries of an outage, a dead letter replayed), hence days, not minutes.
 */
export class RetentionPurge {
  private readonly retentionMs: number;
  private readonly batchSize: number;
  private readonly intervalMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly options: RetentionOptions) {
    this.retentionMs = options.retentionMs ?? DEFAULT_RETENTION_MS;
    this.batchSize = options.batchSize ?? 1000;
    this.intervalMs = options.intervalMs ?? 60 * 60_000;
    if (!(this.retentionMs > 0) || !(this.batchSize > 0) || !(this.intervalMs > 0)) throw new RangeError('retentionMs, batchSize and intervalMs must be positive');
  }

  start(firstRunInMs = 60_000): void {
    if (this.timer) return;
    this.schedule(firstRunInMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One pass over both tables; returns how many rows each lost. */
  async purge(now = new Date()): Promise<{ outbox: number; inbox: number }> {
    const s = quoteSchema(this.options.schema);
    const before = new Date(now.getTime() - this.retentionMs);
    const outbox = await this.deleteInBatches(
      `DELETE FROM ${s}.outbox WHERE id IN (SELECT id FROM ${s}.outbox WHERE sent_at IS NOT NULL AND sent_at < $1 LIMIT $2) RETURNING 1`,
      before,
    );
    const inbox = await this.deleteInBatches(
      `DELETE FROM ${s}.inbox WHERE (event_id, consumer) IN (SELECT event_id, consumer FROM ${s}.inbox WHERE handled_at < $1 LIMIT $2) RETURNING 1`,
      before,
    );
    return { outbox, inbox };
  }

  private async deleteInBatches(sql: string, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.options.db.transaction((tx) => tx.query(sql, [before, this.batchSize]));
      total += rows.length;
      if (rows.length < this.batchSize) return total;
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => {
      this.running = this.purge()
        .then(({ outbox, inbox }) => {
          if (outbox + inbox > 0) this.options.logger.info({ schema: this.options.schema, outbox, inbox }, 'Purged old outbox and inbox rows');
        })
        .catch((error: unknown) => this.options.logger.warn({ err: error, schema: this.options.schema }, 'Purging old outbox and inbox rows failed; trying again later'))
        .finally(() => {
          if (this.timer) this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
