import { type DomainEventPayload, type DomainEventType, DOMAIN_EVENTS, type EventEnvelope, outboxKeepOf } from '@comarketing/contracts';
import { createEnvelope, type OutboxWriteOptions, type SqlExecutor, writeToOutbox } from '@comarketing/messaging';
import { randomUUID } from 'node:crypto';
import { currentCorrelationId } from '../logging/correlation-context';

/** A domain event with its payload checked against the contract and the current correlation id. */
export function buildDomainEvent<T extends DomainEventType>(type: T, payload: DomainEventPayload<T>): EventEnvelope {
  const definition = DOMAIN_EVENTS[type];
  return createEnvelope(type, definition.payload.parse(payload), { correlationId: currentCorrelationId() ?? randomUUID(), version: definition.version });
}

/** How the outbox keeps an event of this type, as its contract declares (`keep: 'until-sent'`: deleted once published). */
export function outboxWriteOptionsFor(type: string): OutboxWriteOptions {
  return { eraseWhenSent: outboxKeepOf(type) === 'until-sent' };
}

/** Writes a domain event to the service's outbox inside the caller's transaction. */
export async function emitInTransaction<T extends DomainEventType>(tx: SqlExecutor, schema: string, type: T, payload: DomainEventPayload<T>): Promise<EventEnvelope> {
  const event = buildDomainEvent(type, payload);
  await writeToOutbox(tx, schema, event, outboxWriteOptionsFor(type));
  return event;
}
