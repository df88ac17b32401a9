import { InProcessEventBus, TransientError } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService, UnitOfWork } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { notificationService } from '../src';
import { DeliverEmailHandler } from '../src/email/deliver-email/deliver-email.handler';
import { EmailRepository, type OutgoingEmail } from '../src/email/email.repository';
import { type MailTransport } from '../src/email/mail-transport';

/** An SMTP server that takes `sendMs` to accept each mail, and remembers what it accepted. */
class SlowServer implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly accepted: string[] = [];
  failNext: Error | undefined;

  constructor(private readonly sendMs: number) {}

  async send(mail: OutgoingEmail): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.sendMs));
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
    this.accepted.push(mail.id);
  }

  close(): void {}
}

// Issue 13: a mail is sent once though two deliveries of its event run at once (a redelivery
// overlapping a slow first attempt), and a delivery that died holding it does not lose it.
describe('delivering an e-mail', () => {
  const logger = createLogger({ name: 'email-delivery-test', level: 'silent' });
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  let emails: EmailRepository;
  let unitOfWork: UnitOfWork;

  beforeAll(async () => {
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(notificationService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: 'test-internal-token-0123456789', PORT: '0', LOG_LEVEL: 'silent' }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    emails = service.app.get(EmailRepository);
    unitOfWork = service.app.get(UnitOfWork);
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  /** A written mail; no `email.queued` is announced, so only the test delivers it. */
  const written = () => {
    const to = `delivery-${randomUUID()}@example.co.uk`;
    return emails.insert(unitOfWork.db, { userId: randomUUID(), kind: 'welcome', to, subject: 'Welcome', text: 'Hello', html: '<p>Hello</p>', headers: {}, messageId: `<${randomUUID()}@comarketing.example>`, aboutUserIds: [] });
  };
  const deliveryWith = (server: MailTransport) => new DeliverEmailHandler(unitOfWork, emails, server, { from: 'no-reply@comarketing.example', publicOrigin: 'http://localhost:8080', postalAddress: 'Unit 1, Test Street, Manchester, M1 1AA' }, logger);
  const rowOf = async (id: string) => (await db.query<{ status: string; attempts: number; claimed_until: Date | null }>(`SELECT status, attempts, claimed_until FROM notification.emails WHERE id = $1`, [id])).rows[0]!;

  it('sends once when two deliveries of the same mail run at once; the one that lost is retried and finds it sent', async () => {
    const id = await written();
    const server = new SlowServer(300);
    const delivery = deliveryWith(server);

    const [first, second] = await Promise.allSettled([delivery.execute(id), delivery.execute(id)]);
    expect(server.accepted).toEqual([id]);
    // The one that lost the claim asks the bus to try again later: not done, not a poison message.
    const outcomes = [first, second].map((o) => (o.status === 'fulfilled' ? 'sent' : o.reason instanceof TransientError ? 'retry later' : String(o.reason)));
    expect(outcomes.sort()).toEqual(['retry later', 'sent']);

    await delivery.execute(id);
    expect(server.accepted).toEqual([id]);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 1, claimed_until: null });
  });

  it('sends a mail whose delivery died holding it, once the claim has run out', async () => {
    const id = await written();
    // A delivery claims it and its process dies before the server answers.
    expect(await emails.claim(unitOfWork.db, id, 60_000)).toBeDefined();
    const server = new SlowServer(0);
    const redelivery = deliveryWith(server);

    await expect(redelivery.execute(id)).rejects.toBeInstanceOf(TransientError);
    expect(server.accepted).toEqual([]);
    await db.query(`UPDATE notification.emails SET claimed_until = now() - interval '1 second' WHERE id = $1`, [id]);
    await redelivery.execute(id);
    expect(server.accepted).toEqual([id]);
    expect((await rowOf(id)).status).toBe('sent');
  });

  it('gives the claim back when the server refuses, so the retry sends without waiting for the lease', async () => {
    const id = await written();
    const server = new SlowServer(0);
    server.failNext = Object.assign(new Error('451 try again later'), { responseCode: 451 });
    const delivery = deliveryWith(server);

    await expect(delivery.execute(id)).rejects.toThrow('451 try again later');
    expect(await rowOf(id)).toEqual({ status: 'queued', attempts: 1, claimed_until: null });
    await delivery.execute(id);
    expect(server.accepted).toEqual([id]);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 2, claimed_until: null });
  });
});
