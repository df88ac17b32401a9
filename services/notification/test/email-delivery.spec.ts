import { InProcessEventBus, TransientError } from '@comarketing/messaging';
import { eventually } from '@comarketing/messaging/testing';
import { createLogger, type RunningService, startDomainService, UnitOfWork } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { notificationService } from '../src';
import { DeliverEmailHandler, type EmailDeliveryTiming } from '../src/email/deliver-email/deliver-email.handler';
import { EmailRepository, type OutgoingEmail } from '../src/email/email.repository';
import { type MailTransport } from '../src/email/mail-transport';

/** An SMTP server that takes `sendMs` to accept each mail, and remembers what it accepted. */
class SlowServer implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly accepted: string[] = [];
  failNext: Error | undefined;

  constructor(private readonly sendMs: number) {}

  async send(mail: OutgoingEmail, _from: string, _abandon: AbortSignal): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, this.sendMs));
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
    this.accepted.push(mail.id);
  }

  close(): void {}
}

/**
 * A server that never answers the first send (it ignores being abandoned, as a transport that
 * cannot take a mail back would) and accepts the ones after it.
 */
class StallsOnceServer implements MailTransport {
  readonly kind = 'smtp' as const;
  readonly accepted: string[] = [];
  readonly abandoned: string[] = [];
  private stalled = false;
  private began!: () => void;
  /** Resolves when the send it never finishes has begun. */
  readonly stalling = new Promise<void>((resolve) => (this.began = resolve));

  async send(mail: OutgoingEmail, _from: string, abandon: AbortSignal): Promise<void> {
    if (!this.stalled) {
      this.stalled = true;
      abandon.addEventListener('abort', () => this.abandoned.push(mail.id));
      this.began();
      return new Promise<void>(() => {});
    }
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
  const deliveryWith = (server: MailTransport, timing: EmailDeliveryTiming = { claimMs: 60_000, sendDeadlineMs: 5_000 }, log = logger) =>
    new DeliverEmailHandler(unitOfWork, emails, server, { from: 'no-reply@comarketing.example', publicOrigin: 'http://localhost:8080', postalAddress: 'Unit 1, Test Street, Manchester, M1 1AA' }, log, timing);
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
  it('abandons a send the server never finishes at its deadline, well inside the lease, and gives the claim back: the retry sends it, once', async () => {
    const id = await written();
    const server = new StallsOnceServer();
    const delivery = deliveryWith(server, { claimMs: 60_000, sendDeadlineMs: 300 });

    // The deadline's clock is the test's (setTimeout only: the database's I/O goes on as ever), so
    // the attempt is shown to be given up at 300 ms exactly: not a moment before, not at the lease.
    jest.useFakeTimers({ doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'] });
    let attempt: unknown = 'still sending';
    try {
      const attempting = delivery.execute(id).then(() => void (attempt = 'finished'), (error: unknown) => void (attempt = error));
      await server.stalling;
      await jest.advanceTimersByTimeAsync(299);
      expect({ attempt, abandoned: server.abandoned }).toEqual({ attempt: 'still sending', abandoned: [] });
      await jest.advanceTimersByTimeAsync(1);
      // The transport was told to drop it.
      expect(server.abandoned).toEqual([id]);
      await attempting;
    } finally {
      jest.useRealTimers();
    }
    expect(attempt).toBeInstanceOf(TransientError);
    // The lease (a minute) is not what lets the retry in: the claim is given back.
    expect(await rowOf(id)).toEqual({ status: 'queued', attempts: 1, claimed_until: null });

    await delivery.execute(id);
    expect(server.accepted).toEqual([id]);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 2, claimed_until: null });
    await delivery.execute(id);
    expect(server.accepted).toEqual([id]);
  });

  it('does not record a mail sent by a delivery that lost its claim meanwhile, and warns; the delivery holding it now decides', async () => {
    const id = await written();
    const watched = createLogger({ name: 'email-delivery-test', level: 'silent' });
    const warn = jest.spyOn(watched, 'warn');
    let takenOver: { lease: string } | undefined;
    // While the server takes the mail, this delivery's lease runs out and a redelivery claims it.
    const server: MailTransport = {
      kind: 'smtp',
      send: async () => {
        await db.query(`UPDATE notification.emails SET claimed_until = now() - interval '1 second' WHERE id = $1`, [id]);
        takenOver = await emails.claim(unitOfWork.db, id, 60_000);
      },
      close: () => {},
    };

    await deliveryWith(server, undefined, watched).execute(id);
    expect(takenOver).toBeDefined();
    const row = await rowOf(id);
    expect(row.status).toBe('queued');
    expect(row.claimed_until).not.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ emailId: id }), expect.stringContaining('lost the claim'));

    expect(await emails.markSent(unitOfWork.db, id, takenOver!.lease, false)).toBe(true);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 1, claimed_until: null });
  });

  it("records a mail sent after its lease ran out if nobody took it meanwhile: the claim is still that delivery's", async () => {
    const id = await written();
    const claimed = (await emails.claim(unitOfWork.db, id, 1))!;
    await eventually(async () => ((await db.query(`SELECT 1 FROM notification.emails WHERE id = $1 AND claimed_until < now()`, [id])).rowCount === 1 ? true : undefined));
    expect(await emails.markSent(unitOfWork.db, id, claimed.lease, false)).toBe(true);
    expect(await rowOf(id)).toEqual({ status: 'sent', attempts: 1, claimed_until: null });
  });

  it('refuses a send deadline that is not well inside the lease', () => {
    expect(() => deliveryWith(new SlowServer(0), { claimMs: 60_000, sendDeadlineMs: 40_000 })).toThrow(RangeError);
  });
});
