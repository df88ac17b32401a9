import { type DomainEventPayload, type DomainEventType, DOMAIN_EVENTS, type EventEnvelope, outboxKeepOf } from '@comarketing/contracts';
import { createEnvelope, type OutboxWriteOptions } from '@comarketing/messaging';
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
