import { type DomainEventPayload, type DomainEventType } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { UnitOfWork } from './unit-of-work';

/** Records, in order, each outbox insert as [event type, erase_when_sent], each other statement, commit and the relay's wake-ups. */
function recordingDatabase() {
  const log: string[] = [];
  const writes: [string, boolean][] = [];
  const query = async (sql: string, params: unknown[] = []) => {
    if (sql.includes('.outbox')) {
      writes.push([params[1] as string, params[3] as boolean]);
      log.push(`outbox ${params[1] as string}`);
    } else log.push(sql);
    return [];
  };
  const manager = { queryRunner: undefined, query } as unknown as EntityManager;
  const dataSource = {
    manager,
    transaction: async <R>(work: (m: EntityManager) => Promise<R>) => {
      const result = await work(manager);
      log.push('commit');
      return result;
    },
  } as unknown as DataSource;
  const unitOfWork = new UnitOfWork(dataSource, 'accounts', { nudge: () => void log.push('relay woken') });
  return { log, writes, unitOfWork };
}

const userId = randomUUID();
const businessId = randomUUID();
const payloads = {
  'user.deleted': { userId },
  'business.deleted': { businessId, userId },
  'user.updated': { userId, email: 'ada@example.co.uk', firstName: 'Ada', lastName: 'Lovelace', companyName: null },
} satisfies { [T in DomainEventType]?: DomainEventPayload<T> };

describe('a unit of work', () => {
  it('writes its events in the transaction, after the change, and wakes the relay once, after commit', async () => {
    const { log, unitOfWork } = recordingDatabase();
    await unitOfWork.run(async (tx) => {
      tx.emit('user.updated', payloads['user.updated']);
      await tx.query('UPDATE users');
    });
    expect(log).toEqual(['UPDATE users', 'outbox user.updated', 'commit', 'relay woken']);
  });

  it('does not wake the relay when it emitted nothing, nor when the work failed', async () => {
    const { log, unitOfWork } = recordingDatabase();
    await unitOfWork.run((tx) => tx.query('SELECT 1'));
    await expect(
      unitOfWork.run(async (tx) => {
        tx.emit('user.updated', payloads['user.updated']);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(log).toEqual(['SELECT 1', 'commit']);
  });

  it('writes the notices of an erasure to be deleted once sent, and every other event to be kept (their contracts say)', async () => {
    const { writes, unitOfWork } = recordingDatabase();
    await unitOfWork.run(async (tx) => {
      tx.emit('business.deleted', payloads['business.deleted']);
      tx.emit('user.updated', payloads['user.updated']);
      tx.emit('user.deleted', payloads['user.deleted']);
    });
    expect(writes).toEqual([
      ['business.deleted', true],
      ['user.updated', false],
      ['user.deleted', true],
    ]);
  });
});
