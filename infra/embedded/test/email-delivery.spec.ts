import { type Notification, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { Pool } from 'pg';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { ownDatabase, signedInOwner, uniqueEmail, withProcessEnv } from './support/platform-test-kit';
import { freePort, type SmtpSink, startSmtpSink } from './support/smtp-sink';

/** Long enough for a refused mail's retry (the delivery queue waits 5 s before each). */
const MAIL_WAIT_MS = 30_000;
const ADMIN_PASSWORD = 'a-very-long-admin-password';
const EMAIL_DELIVERY_QUEUE = 'notification.email-delivery';
const DIGEST_SUBJECT = /unread notification/;
const run = Math.random().toString(36).slice(2, 8);

// Dead letters stay in the queues of the platform that made them, and another platform of this
// run (admin-system) counts the notification service's: a database and queues of its own.
const describeWithOwnDatabase = process.env.TEST_DATABASE_KIND === 'postgres' ? describe : describe.skip;

// Issue 13: the unread digest groups what is still unread after the delay into one mail, and a
// mail the SMTP server refuses for good ends in the dead letters after its retries, not as sent.
describeWithOwnDatabase('e-mail delivery: the unread digest and a refused mail', () => {
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  let platform: RunningPlatform;
  let sink: SmtpSink;
  let db: Pool;
  let admin: Agent;

  beforeAll(async () => {
    own = await ownDatabase('email-delivery');
    const port = await freePort();
    sink = await startSmtpSink(port, { refuse: (recipient) => recipient.startsWith('refused-') });
    const adminEmail = uniqueEmail('mail-admin');
    // The digest's delay is an hour: the test ages notifications past it, so what counts as due
    // together is decided by the test, not by when each happened to be written.
    platform = await withProcessEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, UNREAD_DIGEST_DELAY_MINUTES: '60', UNREAD_DIGEST_CHECK_MS: '300' }, () =>
      startPlatformWithAdmin(adminEmail, ADMIN_PASSWORD, { ...own.env, EVENT_MAX_RETRIES: '1' }),
    );
    ({ agent: admin } = await signInAdmin(platform, adminEmail, ADMIN_PASSWORD));
    db = new Pool({ connectionString: own.env.DATABASE_URL, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
    await sink?.close();
    await own?.drop();
  });

  const notificationsOf = async (agent: Agent) => (await agent.get('/api/notifications').expect(200)).body as Notification[];
  /** Waits until the owner has a notification with each title; answers them by title. */
  const noticesTitled = (agent: Agent, titles: string[]) =>
    eventually(async () => {
      const mine = await notificationsOf(agent);
      const missing = titles.filter((title) => !mine.some((n) => n.title === title));
      if (missing.length > 0) throw new Error(`no notification ${JSON.stringify(missing)} yet; they have ${JSON.stringify(mine.map((n) => n.title))}`);
      return Object.fromEntries(titles.map((title) => [title, mine.find((n) => n.title === title)!]));
    }, MAIL_WAIT_MS);
  /** What the admin panel sends to one owner: a notification of its own, with no mail of its own. */
  const notice = (userId: string, title: string) => admin.post('/api/admin/notifications').send({ userIds: [userId], title, message: `About ${title}.`, type: 'success' }).expect(201);
  /** The hour's delay passes for the user's notifications. */
  const delayPasses = (userId: string) => db.query(`UPDATE notification.notifications SET created_at = created_at - interval '2 hours' WHERE user_id = $1`, [userId]);
  const digestsTo = (address: string) => sink.to(address).filter((mail) => DIGEST_SUBJECT.test(mail.subject ?? ''));
  const digestTo = (address: string) =>
    eventually(async () => {
      const found = digestsTo(address);
      if (found.length === 0) throw new Error(`no digest to ${address} yet; they got: ${JSON.stringify(sink.to(address).map((m) => m.subject))}`);
      return found;
    }, MAIL_WAIT_MS);
  const digestRowsOf = async (userId: string) => (await db.query(`SELECT id FROM notification.emails WHERE user_id = $1 AND kind = 'unread-digest'`, [userId])).rows;

  it('groups what is still unread after the delay into one mail, leaving out what was read before', async () => {
    const owner = await signedInOwner(platform, undefined, { confirmed: true, databaseUrl: own.env.DATABASE_URL });
    const [kept, read] = [`Spring fair ${run}`, `Quiet week ${run}`];
    await notice(owner.user.id, kept);
    await notice(owner.user.id, read);
    const notices = await noticesTitled(owner.agent, [WELCOME_NOTIFICATION.title, kept, read]);
    await owner.agent.put(`/api/notifications/${notices[read]!.id}/read`).expect(200);

    await delayPasses(owner.user.id);
    const [digest] = await digestTo(owner.email);
    expect(digest!.text).toContain(WELCOME_NOTIFICATION.title);
    expect(digest!.text).toContain(kept);
    expect(digest!.text).not.toContain(read);
    // Both unread ones went in that mail (marked e-mailed with it), so no second digest can follow;
    // the read one was never taken.
    const { rows } = await db.query<{ title: string; emailed: boolean }>(`SELECT title, emailed_at IS NOT NULL AS emailed FROM notification.notifications WHERE user_id = $1 ORDER BY title`, [owner.user.id]);
    expect(Object.fromEntries(rows.map((r) => [r.title, r.emailed]))).toEqual({ [WELCOME_NOTIFICATION.title]: true, [kept]: true, [read]: false });
    expect(await digestRowsOf(owner.user.id)).toHaveLength(1);
  }, 60_000);

  it('sends no digest when everything was read before the delay: the next digest holds only what came later', async () => {
    const owner = await signedInOwner(platform, undefined, { confirmed: true, databaseUrl: own.env.DATABASE_URL });
    const [early, later] = [`Early notice ${run}`, `Later notice ${run}`];
    await notice(owner.user.id, early);
    await noticesTitled(owner.agent, [WELCOME_NOTIFICATION.title, early]);
    await owner.agent.put('/api/notifications/mark-all-read').expect(200);
    await delayPasses(owner.user.id);

    // Something unread after all: its digest is the first and only one.
    await notice(owner.user.id, later);
    await noticesTitled(owner.agent, [later]);
    await delayPasses(owner.user.id);
    const [digest] = await digestTo(owner.email);
    expect(digest!.text).toContain(later);
    expect(digest!.text).not.toContain(early);
    expect(digest!.text).not.toContain(WELCOME_NOTIFICATION.title);
    expect(digestsTo(owner.email)).toHaveLength(1);
    expect(await digestRowsOf(owner.user.id)).toHaveLength(1);
  }, 60_000);

  it('leaves a mail the server keeps refusing (550) in the dead letters after its retries, not marked sent', async () => {
    const deadBefore = await deadLetters();
    const owner = await signedInOwner(platform, uniqueEmail('refused'));
    // Sign-up writes one mail, the e-mail confirmation (the welcome waits for it): refused.
    await eventually(async () => {
      const dead = (await deadLetters()) - deadBefore;
      if (dead < 1) throw new Error('the refused mail is not dead-lettered yet');
      return dead;
    }, MAIL_WAIT_MS);
    const { rows } = await db.query<{ kind: string; status: string; attempts: number; last_error: string; sent_at: Date | null }>(
      `SELECT kind, status, attempts, last_error, sent_at FROM notification.emails WHERE to_address = $1 ORDER BY kind`,
      [owner.email],
    );
    // The first attempt and the one retry EVENT_MAX_RETRIES allows here.
    const refused = { status: 'queued', attempts: 2, last_error: expect.stringMatching(/550|No such mailbox/), sent_at: null };
    expect(rows).toEqual([{ kind: 'verify-email', ...refused }]);
    expect(sink.to(owner.email)).toEqual([]);
  }, 60_000);

  async function deadLetters(): Promise<number> {
    const counts = await platform.bus.deadLetterCounts();
    const queue = counts.find((c) => c.queue === EMAIL_DELIVERY_QUEUE);
    if (!queue) throw new Error(`the bus has no ${EMAIL_DELIVERY_QUEUE} queue; it has ${JSON.stringify(counts.map((c) => c.queue))}`);
    return queue.count;
  }
});
