import { type DomainEventPayload, type DomainEventType } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { emitInTransaction } from './domain-event';
import { TransactionalOutbox } from './transactional-outbox';

/** Records each outbox insert as [event type, erase_when_sent]. */
function recordingDatabase() {
  const writes: [string, boolean][] = [];
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('.outbox')) writes.push([params[1] as string, params[3] as boolean]);
    return [];
  };
  const manager = { queryRunner: undefined, query } as unknown as EntityManager;
  const dataSource = { transaction: <R>(work: (m: EntityManager) => Promise<R>) => work(manager) } as unknown as DataSource;
  return { writes, tx: { query: query as <T>(sql: string, params?: unknown[]) => Promise<T[]> }, dataSource };
}

const userId = randomUUID();
const businessId = randomUUID();
const payloads = {
  'user.deleted': { userId },
  'business.deleted': { businessId, userId },
  'user.updated': { userId, email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', companyName: null },
} satisfies { [T in DomainEventType]?: DomainEventPayload<T> };

describe('how long the outbox keeps an event (its contract says)', () => {
  it('writes the notices of an erasure to be deleted once sent, and every other event to be kept', async () => {
    const db = recordingDatabase();
    await emitInTransaction(db.tx, 'accounts', 'user.updated', payloads['user.updated']);
    await emitInTransaction(db.tx, 'accounts', 'user.deleted', payloads['user.deleted']);
    expect(db.writes).toEqual([
      ['user.updated', false],
      ['user.deleted', true],
    ]);
  });

  it('does the same for events emitted through TransactionalOutbox.run', async () => {
    const db = recordingDatabase();
    const nudges: number[] = [];
    const outbox = new TransactionalOutbox(db.dataSource, 'accounts', { nudge: () => void nudges.push(1) });
    await outbox.run(async (_manager, emit) => {
      emit('business.deleted', payloads['business.deleted']);
      emit('user.updated', payloads['user.updated']);
      emit('user.deleted', payloads['user.deleted']);
    });
    expect(db.writes).toEqual([
      ['business.deleted', true],
      ['user.updated', false],
      ['user.deleted', true],
    ]);
    expect(nudges).toHaveLength(1);
  });
});
