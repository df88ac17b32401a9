import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { accountsService } from '../src';
import { AnnounceConfirmedAddresses1766400200000 } from '../src/database/migrations/1766400200000-announce-confirmed-addresses';

// The notification service now sends an address nothing but its confirmation until an event says
// it is confirmed. Owners who confirmed before those events existed must keep their mail: the
// migration announces each confirmed address once, and no unconfirmed one.
describe('announcing the addresses confirmed before user.email-verified existed', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let dataSource: DataSource;

  beforeAll(async () => {
    const logger = createLogger({ name: 'accounts-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    // Started once, so the schema is there (the migration already ran, on no users).
    service = await startDomainService(accountsService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: 'test-internal-token-0123456789', PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await service?.close();
    await bus?.close();
  });

  it('writes one user.email-verified per confirmed address to the outbox, in the migration, and none for an unconfirmed one', async () => {
    const insert = (email: string, verified: boolean) =>
      dataSource.query(`INSERT INTO accounts.users (email, first_name, last_name, password_hash, email_verified) VALUES ($1, 'Ada', 'Lovelace', 'x', $2) RETURNING id`, [email, verified]);
    const [confirmed] = await insert(`confirmed-${randomUUID()}@example.co.uk`, true);
    const [unconfirmed] = await insert(`unconfirmed-${randomUUID()}@example.co.uk`, false);

    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await new AnnounceConfirmedAddresses1766400200000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }

    const announced = await dataSource.query(`SELECT envelope->'payload' AS payload FROM accounts.outbox WHERE type = 'user.email-verified' AND envelope->'payload'->>'userId' = ANY($1)`, [[confirmed.id, unconfirmed.id]]);
    expect(announced).toEqual([{ payload: { userId: confirmed.id, email: expect.stringMatching(/^confirmed-/) } }]);
  });
});
