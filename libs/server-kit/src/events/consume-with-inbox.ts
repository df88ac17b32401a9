import { type EventEnvelope } from '@comarketing/contracts';
import { type EventBus, idempotentHandler, type OutboxRelay, type SqlExecutor, type SqlTransactionRunner } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { runWithCorrelationId } from '../logging/correlation-context';

export interface InboxConsumer {
  /** Durable queue, `<service>.<purpose>`. */
  queue: string;
  routingKeys: string[];
  handle: (event: EventEnvelope, tx: SqlExecutor) => Promise<void>;
}

/**
 * Subscribes a handler that runs once per event id (inbox row in the handler's transaction) and
 * inside the event's correlation id, so its logs join the request that caused it.
 */
export function consumeWithInbox(
  deps: { bus: EventBus; db: SqlTransactionRunner; schema: string; logger: Logger; relay?: Pick<OutboxRelay, 'nudge'> },
  consumer: InboxConsumer,
): Promise<void> {
  const handler = idempotentHandler({ db: deps.db, schema: deps.schema, consumer: consumer.queue, logger: deps.logger, handle: consumer.handle });
  return deps.bus.subscribe({
    queue: consumer.queue,
    routingKeys: consumer.routingKeys,
    handler: (event) =>
      runWithCorrelationId(event.correlationId, async () => {
        await handler(event);
        // The handler's transaction has committed: events it wrote to the outbox can go now.
        deps.relay?.nudge();
      }),
  });
}
