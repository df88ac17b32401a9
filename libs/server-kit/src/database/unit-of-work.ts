import { type DomainEventPayload, type DomainEventType, type EventEnvelope } from '@comarketing/contracts';
import { eraseEventsMentioning, type OutboxRelay, type SqlExecutor, writeToOutbox } from '@comarketing/messaging';
import { type DataSource, type EntityManager } from 'typeorm';
import { buildDomainEvent, outboxWriteOptionsFor } from '../events/domain-event';
import { sqlExecutorFor } from './sql-runner';

export type Emit = <T extends DomainEventType>(type: T, payload: DomainEventPayload<T>) => EventEnvelope;

/**
 * Where a repository reads and writes: plain SQL (`query`, always rows) or TypeORM (`manager`).
 * Either a unit of work's transaction, or `UnitOfWork.db` for a single read outside one.
 */
export interface Db extends SqlExecutor {
  readonly manager: EntityManager;
}

/** The transaction of a unit of work: what repositories need, and the events the change causes. */
export interface Transaction extends Db {
  /**
   * Announces a domain event (payload checked against its contract, current correlation id). It is
   * written to the outbox in this transaction, so it exists exactly when the change commits.
   */
  emit: Emit;
  /**
   * Erasure of a person: this service's sent events that mention any of `values` (ids, e-mail,
   * names) leave the outbox now, unsent ones as soon as they are published.
   */
  eraseEventsMentioning(values: string[]): Promise<{ deleted: number; whenSent: number }>;
}

/**
 * The one way to change a service's data: `run` opens a transaction, hands it to the work, writes
 * the events the work emitted to the outbox in that same transaction, commits, and only then wakes
 * the relay so they leave at once (nobody else nudges it). A change is never committed without its
 * events, nor an event sent for a change that rolled back. Event consumers get the same transaction
 * (see InboxSubscriptions).
 */
export class UnitOfWork {
  /** Outside any transaction: each statement on its own (for reads that need no snapshot). */
  readonly db: Db;

  constructor(
    private readonly dataSource: DataSource,
    private readonly schema: string,
    private readonly relay: Pick<OutboxRelay, 'nudge'>,
  ) {
    this.db = {
      manager: dataSource.manager,
      async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
        const runner = dataSource.createQueryRunner();
        try {
          return ((await runner.query(sql, params, true)).records ?? []) as T[];
        } finally {
          await runner.release();
        }
      },
    };
  }

  async run<R>(work: (tx: Transaction) => Promise<R>): Promise<R> {
    let wroteEvents = false;
    const result = await this.dataSource.transaction(async (manager) => {
      const sql = sqlExecutorFor(manager);
      const pending: EventEnvelope[] = [];
      const tx: Transaction = {
        manager,
        query: (statement, params) => sql.query(statement, params),
        emit: (type, payload) => {
          const envelope = buildDomainEvent(type, payload);
          pending.push(envelope);
          return envelope;
        },
        eraseEventsMentioning: (values) => eraseEventsMentioning(sql, this.schema, values),
      };
      const value = await work(tx);
      // Each as its contract says: the notice of an erasure leaves the outbox once it is published.
      for (const envelope of pending) await writeToOutbox(sql, this.schema, envelope, outboxWriteOptionsFor(envelope.type));
      wroteEvents = pending.length > 0;
      return value;
    });
    if (wroteEvents) this.relay.nudge();
    return result;
  }
}
