import { type EventEnvelope } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { type EventHandler, eventLogFields } from './event-bus';
import { quoteSchema, type SqlExecutor } from './sql';

export interface IdempotentHandlerOptions<Tx extends SqlExecutor = SqlExecutor> {
  /** A SqlTransactionRunner, or one whose transaction is richer than plain SQL (a service's unit of work). */
  db: { transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> };
  schema: string;
  /** Names the effect, usually the queue: two consumers of one event each handle it once. */
  consumer: string;
  logger: Logger;
  /** Makes the effect with `tx`; it commits together with the inbox row or not at all. */
  handle: (event: EventEnvelope, tx: Tx) => Promise<void>;
}

/**
 * Wraps a handler so each event id is handled once per consumer. The inbox row and the handler's
 * effect share one transaction: a redelivery finds the row and is skipped, and a handler that
 * throws rolls the row back with its effect, so the retry really runs again. The returned promise
 * resolves only after commit, which is when the bus acknowledges the message.
 */
export function idempotentHandler<Tx extends SqlExecutor = SqlExecutor>(options: IdempotentHandlerOptions<Tx>): EventHandler {
  const { db, consumer, handle } = options;
  const inbox = `${quoteSchema(options.schema)}.inbox`;
  const logger = options.logger.child({ component: 'inbox', consumer });
  return async (event) => {
    await db.transaction(async (tx) => {
      // A concurrent duplicate blocks on the primary key until the first commits, then conflicts.
      const inserted = await tx.query(
        `INSERT INTO ${inbox} (event_id, consumer) VALUES ($1, $2) ON CONFLICT (event_id, consumer) DO NOTHING RETURNING event_id`,
        [event.id, consumer],
      );
      if (inserted.length === 0) {
        logger.debug(eventLogFields(event), 'Event already handled by this consumer; skipped');
        return;
      }
      await handle(event, tx);
    });
  };
}
