import { Inject, Injectable } from '@nestjs/common';
import { type EventBus, type OutboxRelay, type SqlTransactionRunner } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { EVENT_BUS, LOGGER, OUTBOX_RELAY, PLATFORM_OPTIONS, SQL_RUNNER } from '../platform/tokens';
import { consumeWithInbox, type InboxConsumer } from './consume-with-inbox';

/**
 * What a service's event consumers need, in one injectable: `consume()` subscribes a handler that
 * runs once per event id, inside the event's correlation id, and nudges the outbox relay after
 * its transaction commits (so events the handler wrote leave at once).
 */
@Injectable()
export class InboxSubscriptions {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SQL_RUNNER) private readonly db: SqlTransactionRunner,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(PLATFORM_OPTIONS) private readonly options: { database: { schema: string } },
  ) {}

  consume(consumer: InboxConsumer): Promise<void> {
    return consumeWithInbox({ bus: this.bus, db: this.db, schema: this.options.database.schema, logger: this.logger, relay: this.relay }, consumer);
  }
}
