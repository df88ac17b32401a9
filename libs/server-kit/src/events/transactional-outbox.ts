import { type DomainEventPayload, type DomainEventType, type EventEnvelope } from '@comarketing/contracts';
import { eraseEventsMentioning, type OutboxRelay, writeToOutbox } from '@comarketing/messaging';
import { type DataSource, type EntityManager } from 'typeorm';
import { sqlExecutorFor } from '../database/sql-runner';
import { buildDomainEvent, outboxWriteOptionsFor } from './domain-event';

export type Emit = <T extends DomainEventType>(type: T, payload: DomainEventPayload<T>) => EventEnvelope;

/**
 * A unit of work whose domain events are written to the outbox in the same transaction as the
 * change itself, so a change is never committed without its events nor an event sent for a change
 * that rolled back. After commit the relay is nudged to publish at once.
 */
export class TransactionalOutbox {
  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly relay: Pick<OutboxRelay, 'nudge'>,
  ) {}

  async run<R>(work: (manager: EntityManager, emit: Emit) => Promise<R>): Promise<R> {
    let wroteEvents = false;
    const result = await this.dataSource.transaction(async (manager) => {
      const pending: EventEnvelope[] = [];
      const emit: Emit = (type, payload) => {
        const envelope = buildDomainEvent(type, payload);
        pending.push(envelope);
        return envelope;
      };
      const value = await work(manager, emit);
      const tx = sqlExecutorFor(manager);
      // Each as its contract says: the notice of an erasure leaves the outbox once it is published.
      for (const envelope of pending) await writeToOutbox(tx, this.schema, envelope, outboxWriteOptionsFor(envelope.type));
      wroteEvents = pending.length > 0;
      return value;
    });
    if (wroteEvents) this.relay.nudge();
    return result;
  }

  /**
   * Erasure of a person, inside `run`'s transaction: this service's sent events that mention any of
   * `values` (ids, e-mail, names) leave the outbox now, unsent ones as soon as they are published.
   */
  eraseEventsMentioning(manager: EntityManager, values: string[]): Promise<{ deleted: number; whenSent: number }> {
    return eraseEventsMentioning(sqlExecutorFor(manager), this.schema, values);
  }
}
