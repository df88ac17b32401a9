import { type EventEnvelope, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { PostgresEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { accountsService } from '../src';

// A service run on its own without a broker (`npm run start:accounts` with DATABASE_URL only)
// keeps its events in queues in that database, where services in other processes consume them.
// The accounts service consumes nothing itself, so nothing else would have made the bus's tables.

const TOKEN = 'test-internal-token-0123456789';

describe('the accounts service without a broker', () => {
  const namespace = `${process.env.EVENT_NAMESPACE ?? 'it'}.no-broker`;
  const logger = createLogger({ name: 'accounts-test', level: 'silent' });
  let service: RunningService;
  let elsewhere: PostgresEventBus;

  beforeAll(async () => {
    // Only its own settings: no AMQP_URL, no bus handed in.
    service = await startDomainService(accountsService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', EVENT_NAMESPACE: namespace },
      logger,
    });
  });

  afterAll(async () => {
    await elsewhere?.deleteQueue('test.no-broker');
    await elsewhere?.close();
    await service?.close();
  });

  it("publishes its events to consumers in another process through the database's queues", async () => {
    // Another process's consumer, on the same database.
    elsewhere = new PostgresEventBus({ url: process.env.DATABASE_URL!, namespace, logger, pollIntervalMs: 50 });
    const received: EventEnvelope[] = [];
    await elsewhere.subscribe({ queue: 'test.no-broker', routingKeys: ['user.registered'], handler: async (event) => void received.push(event) });

    const email = `owner-${randomUUID()}@example.co.uk`;
    await request(service.url)
      .post('/internal/users')
      .set(INTERNAL_TOKEN_HEADER, TOKEN)
      .send({ firstName: 'Grace', lastName: 'Hopper', email, companyName: 'Compilers Ltd', password: 'nanoseconds', agreeToMarketing: false })
      .expect(201);

    const event = await eventually(() => received.find((e) => (e.payload as { email?: string }).email === email), 15_000);
    expect(event.type).toBe('user.registered');
  });
});
