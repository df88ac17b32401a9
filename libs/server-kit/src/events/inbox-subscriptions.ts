import { Inject, Injectable } from '@nestjs/common';
import { type EventEnvelope } from '@comarketing/contracts';
import { type EventBus, idempotentHandler } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { type Transaction, UnitOfWork } from '../database/unit-of-work';
import { runWithCorrelationId } from '../logging/correlation-context';
import { EVENT_BUS, LOGGER, PLATFORM_OPTIONS } from '../platform/tokens';

export interface InboxConsumer {
  /** Durable queue, `<service>.<purpose>`. */
  queue: string;
  routingKeys: string[];
  /** Parses the event and calls the use case's handler with `tx`; commits with the inbox row. */
  handle: (event: EventEnvelope, tx: Transaction) => Promise<void>;
}

/**
 * What a service's event consumers need, in one injectable: `consume()` subscribes a handler that
 * runs once per event id (the inbox row in the handler's transaction), inside the event's
 * correlation id so its logs join the request that caused it. The transaction is a unit of work's:
 * events the handler emits are written with its effect and leave once it commits.
 */
@Injectable()
export class InboxSubscriptions {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly unitOfWork: UnitOfWork,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(PLATFORM_OPTIONS) private readonly options: { database: { schema: string } },
  ) {}

  consume(consumer: InboxConsumer): Promise<void> {
    const handler = idempotentHandler<Transaction>({
      db: { transaction: (work) => this.unitOfWork.run(work) },
      schema: this.options.database.schema,
      consumer: consumer.queue,
      logger: this.logger,
      handle: consumer.handle,
    });
    return this.bus.subscribe({
      queue: consumer.queue,
      routingKeys: consumer.routingKeys,
      handler: (event) => runWithCorrelationId(event.correlationId, () => handler(event)),
    });
  }
}
