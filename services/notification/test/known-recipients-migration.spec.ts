import { createEnvelope, InProcessEventBus } from '@comarketing/messaging';
import { type DomainEventPayload, type DomainEventType, type EventEnvelope } from '@comarketing/contracts';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { notificationService } from '../src';
import { KnownRecipientsConfirmed1766500000000 } from '../src/database/migrations/1766500000000-known-recipients-confirmed';
import { ACCOUNT_MAIL_QUEUE } from '../src/events/account-mail.consumer';
import { USER_LIFECYCLE_QUEUE } from '../src/events/user-lifecycle.consumer';
import { WELCOME_QUEUE } from '../src/events/user-registered.consumer';

const event = <T extends DomainEventType>(type: T, payload: DomainEventPayload<T>): EventEnvelope => createEnvelope(type, payload, { correlationId: randomUUID(), version: 1 });

// The upgrade of issue 27: the Mailer sends an address nothing but its confirmation until it knows the
// address confirmed. The users the notification service knew before had their mail; learning their
// state only from the accounts service's announcement made it depend on the order the two services
// were deployed in (an announcement relayed before this service bound its queue is dropped by the
// broker, and those users would have lost every mail for good). Now the service itself takes the
// recipients it knew, with no state, as confirmed for their address, until the accounts service says
// otherwise; accounts made after the change start unconfirmed from user.registered.
describe('the recipients known before addresses were checked', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let dataSource: DataSource;

  async function deliver(e: EventEnvelope, queue: string): Promise<void> {
    await bus.publish(e);
    await eventually(async () => {
      const rows = await dataSource.query(`SELECT 1 FROM notification.inbox WHERE event_id = $1 AND consumer = $2`, [e.id, queue]);
      expect({ event: e.type, queue, handled: rows.length > 0 }).toEqual({ event: e.type, queue, handled: true });
      return true;
    });
  }
  const kindsOf = async (userId: string) =>
    (await dataSource.query<{ kind: string }[]>(`SELECT kind FROM notification.emails WHERE user_id = $1 ORDER BY created_at, id`, [userId])).map((m) => m.kind);
  /** As the accounts service wrote them before it said anything about addresses. */
  const oldReset = (userId: string, email: string) => event('password-reset.requested', { userId, email, firstName: 'Ada', token: 'R'.repeat(43), validFor: 30 });

  async function migrate(): Promise<void> {
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await new KnownRecipientsConfirmed1766500000000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
  }

  beforeAll(async () => {
    const logger = createLogger({ name: 'known-recipients-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    // Started once, so the schema is there (the migration already ran, on no recipients).
    service = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: 'test-internal-token-0123456789', PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    dataSource = await new DataSource({ type: 'postgres', url: process.env.DATABASE_URL }).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await service?.close();
    await bus?.close();
  });

  it('keeps mailing a recipient it knew with no state, whatever order the services were deployed in, until the accounts service says otherwise', async () => {
    const recipient = async (state?: boolean) => {
      const userId = randomUUID();
      const email = `Known-${userId}@Example.co.uk`;
      await dataSource.query(`INSERT INTO notification.recipients (user_id, email, first_name) VALUES ($1, $2, 'Ada')`, [userId, email]);
      if (state !== undefined) await dataSource.query(`INSERT INTO notification.address_confirmations (user_id, address, confirmed, changed_at) VALUES ($1, lower($2), $3, now())`, [userId, email, state]);
      return { userId, email };
    };
    // Known before the change, no state: the announcement of its confirmation never arrived.
    const known = await recipient();
    // Known with a state already (the change ran before): left as it is.
    const unconfirmed = await recipient(false);
    // Known with no state, but its owner never confirmed the address (the accounts service knows).
    const neverConfirmed = await recipient();
    await migrate();

    await deliver(oldReset(known.userId, known.email), ACCOUNT_MAIL_QUEUE);
    // An older accounts service's events say nothing about the address: they take nothing away.
    await deliver(event('user.updated', { userId: known.userId, email: known.email, firstName: 'Ada', lastName: 'Byron', companyName: null }), USER_LIFECYCLE_QUEUE);
    await deliver(event('user.password-changed', { userId: known.userId, email: known.email, firstName: 'Ada', at: new Date().toISOString() }), ACCOUNT_MAIL_QUEUE);
    await deliver(oldReset(known.userId, known.email), ACCOUNT_MAIL_QUEUE);
    expect(await kindsOf(known.userId)).toEqual(['password-reset', 'password-changed', 'password-reset']);

    await deliver(oldReset(unconfirmed.userId, unconfirmed.email), ACCOUNT_MAIL_QUEUE);
    expect(await kindsOf(unconfirmed.userId)).toEqual([]);

    // The accounts service's word, whenever it comes, is newer than the assumption: an address it
    // says is unconfirmed gets nothing but its confirmation from then on.
    await deliver(
      event('user.new-browser-sign-in', { userId: neverConfirmed.userId, email: neverConfirmed.email, firstName: 'Ada', at: new Date().toISOString(), browser: 'Firefox on Windows', emailVerified: false, emailStateAt: new Date(0).toISOString() }),
      ACCOUNT_MAIL_QUEUE,
    );
    await deliver(oldReset(neverConfirmed.userId, neverConfirmed.email), ACCOUNT_MAIL_QUEUE);
    expect(await kindsOf(neverConfirmed.userId)).toEqual([]);
  });

  it('does not take a recipient made after the change for one known before', async () => {
    await migrate();
    const userId = randomUUID();
    const email = `new-${userId}@example.co.uk`;
    await deliver(event('user.registered', { userId, email, firstName: 'Ada', lastName: 'Lovelace', companyName: null, agreeToMarketing: false, emailVerified: false }), WELCOME_QUEUE);
    await migrate();
    await deliver(oldReset(userId, email), ACCOUNT_MAIL_QUEUE);
    expect(await kindsOf(userId)).toEqual([]);
  });
});
