import { type DomainEventPayload, type DomainEventType, type EventEnvelope } from '@comarketing/contracts';
import { type OutboxRelay, writeToOutbox } from '@comarketing/messaging';
import { type DataSource, type EntityManager } from 'typeorm';
import { sqlExecutorFor } from '../database/sql-runner';
import { buildDomainEvent } from './domain-event';

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
      for (const envelope of pending) await writeToOutbox(tx, this.schema, envelope);
      wroteEvents = pending.length > 0;
      return value;
    });
    if (wroteEvents) this.relay.nudge();
    return result;
  }
}
