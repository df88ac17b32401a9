import { EMAIL_TEXT, preferencesSchema, UNSUBSCRIBE_WHAT, unsubscribeResponseSchema, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { type ParsedMail } from 'mailparser';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { ownersWithBusinesses, PASSWORD, signedInOwner, startTestPlatform, withProcessEnv } from './support/platform-test-kit';
import { studioAndBakery } from './support/studio-and-bakery';
import { freePort, type SmtpSink, startSmtpSink } from './support/smtp-sink';

const MAIL_WAIT_MS = 20_000;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

const { profiles, studioRequest } = studioAndBakery('Northern');

/** A header as the mail carries it (mailparser turns the List-* ones into objects). */
const headerOf = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** The address in a mail's `List-Unsubscribe` header, as a path on the platform. */
function oneClickPath(mail: ParsedMail): string {
  const line = headerOf(mail, 'list-unsubscribe') ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(line)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe address in: ${line || 'no such header'}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

// Issue 13: login alerts for a new browser, new matches by e-mail, the delayed digest of unread
// notifications, and one-click unsubscribe (RFC 8058) turning the matching preference off. The
// owners confirm their addresses first: nothing but the confirmation goes to an unconfirmed one
// (mail-relay.spec.ts).
describe('e-mail an owner can turn off', () => {
  let platform: RunningPlatform;
  let sink: SmtpSink;
  let db: Pool;

  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    // A digest after 2 s.
    platform = await withProcessEnv({ SMTP_URL: `smtp://127.0.0.1:${port}`, UNREAD_DIGEST_DELAY_MINUTES: '0.033', UNREAD_DIGEST_CHECK_MS: '500' }, () => startTestPlatform());
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
    await sink?.close();
  });

  const mailsTo = (address: string, subject: RegExp) => sink.to(address).filter((mail) => subject.test(mail.subject ?? ''));
  const mailTo = (address: string, subject: RegExp) =>
    eventually(async () => {
      const found = mailsTo(address, subject);
      if (found.length === 0) throw new Error(`no "${subject}" to ${address} yet; they got: ${JSON.stringify(sink.to(address).map((m) => m.subject))}`);
      return found[0]!;
    }, MAIL_WAIT_MS);

  /** Waits until the notification service has handled every `type` event the accounts service wrote about the user. */
  const handled = (type: string, userId: string) =>
    eventually(async () => {
      const { rows } = await db.query<{ written: number; unhandled: number }>(
        `SELECT count(*)::int AS written, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM notification.inbox i WHERE i.event_id = o.id))::int AS unhandled
         FROM accounts.outbox o WHERE o.type = $1 AND o.envelope->'payload'->>'userId' = $2`,
        [type, userId],
      );
      if (rows[0]!.written === 0 || rows[0]!.unhandled > 0) throw new Error(`${rows[0]!.unhandled} of ${rows[0]!.written} ${type} events not handled yet`);
      return rows[0]!.written;
    }, MAIL_WAIT_MS);

  it('alerts a sign-in from a new browser once, never from the one that signed up, and one click turns the alerts off', async () => {
    const owner = await signedInOwner(platform, undefined, { confirmed: true });
    // The browser that signed up signs in again: it is known.
    await owner.agent.post('/api/auth/logout').expect(204);
    await owner.agent.post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);

    const laptop = request.agent(platform.url);
    await laptop.post('/api/auth/login').set('User-Agent', FIREFOX_ON_WINDOWS).send({ email: owner.email, password: PASSWORD }).expect(200);
    const alert = await mailTo(owner.email, /^New sign-in to your/);
    expect(alert.text).toContain('Firefox on Windows');
    // Signing in again from the laptop is no news.
    await laptop.post('/api/auth/login').set('User-Agent', FIREFOX_ON_WINDOWS).send({ email: owner.email, password: PASSWORD }).expect(200);
    expect(await handled('user.new-browser-sign-in', owner.user.id)).toBe(1);
    expect(mailsTo(owner.email, /^New sign-in to your/)).toHaveLength(1);

    // The mail program's one-click unsubscribe: no cookie, the form body RFC 8058 prescribes.
    expect(headerOf(alert, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const answer = await request(platform.url).post(oneClickPath(alert)).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(unsubscribeResponseSchema.parse(answer.body)).toEqual({ preference: 'loginAlerts', message: EMAIL_TEXT.unsubscribed(UNSUBSCRIBE_WHAT.loginAlerts) });
    expect(preferencesSchema.parse((await owner.agent.get('/api/profile/preferences').expect(200)).body).loginAlerts).toBe(false);
    // Posted twice (mail programs do), the link still answers the same.
    await request(platform.url).post(oneClickPath(alert)).type('form').send('List-Unsubscribe=One-Click').expect(200);

    // Another new browser: the event is handled, and no alert is written.
    await request.agent(platform.url).post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);
    expect(await handled('user.new-browser-sign-in', owner.user.id)).toBe(2);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM notification.emails WHERE user_id = $1 AND kind = 'login-alert'`, [owner.user.id]);
    expect(rows[0].n).toBe(1);
  }, 60_000);

  it('refuses a made-up or malformed unsubscribe token with the words of the page', async () => {
    expect((await request(platform.url).post('/api/email/unsubscribe').send({ token: 'A'.repeat(43) }).expect(404)).body.message).toBe(EMAIL_TEXT.badUnsubscribeLink);
    expect((await request(platform.url).post('/api/email/unsubscribe?token=%3Cscript%3E').expect(400)).body.message).toBe(EMAIL_TEXT.badUnsubscribeLink);
    expect((await request(platform.url).post('/api/email/unsubscribe').send({ token: { $ne: null } }).expect(400)).body.message).toBe(EMAIL_TEXT.badUnsubscribeLink);
  });

  it('e-mails new matches at once, and what stays unread in one digest after the delay, never twice', async () => {
    const { studio, bakery } = await ownersWithBusinesses(platform, db, profiles, { confirmed: true });
    await studio.agent.post('/api/co-marketing-requests').send(studioRequest).expect(201);

    // Other test files may have left businesses near by: one partner or more.
    const found = await mailTo(studio.email, /^We found (a partner|\d+ partners) for your request/);
    expect(found.text).toContain('Northern Loaf Bakery');
    expect(found.text).toMatch(/\/partner-matches\/[0-9a-f-]+/);
    const wanted = await mailTo(bakery.email, /^A local business wants to partner with you/);
    expect(wanted.text).toContain('Northern Fitness Studio');
    expect(headerOf(wanted, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The welcome notification stays unread: it comes in a digest. The match notifications were
    // e-mailed on their own already, so no digest repeats them.
    const digest = await mailTo(studio.email, /unread notification/);
    expect(digest.text).toContain(WELCOME_NOTIFICATION.title);
    await eventually(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM notification.notifications WHERE user_id = $1 AND emailed_at IS NULL`, [studio.user.id]);
      if (rows[0].n > 0) throw new Error(`${rows[0].n} notifications not e-mailed yet`);
      return true;
    }, MAIL_WAIT_MS);
    for (const mail of mailsTo(studio.email, /unread notification/)) expect(mail.text).not.toMatch(/We found (a partner|\d+ partners)/);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM notification.emails WHERE user_id = $1 AND kind = 'new-matches'`, [studio.user.id]);
    expect(rows[0].n).toBe(1);

    // The page's unsubscribe (the footer link) turns e-mail notifications off.
    const token = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(digest.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const answer = await request(platform.url).post('/api/email/unsubscribe').send({ token }).expect(200);
    expect(answer.body.message).toBe(EMAIL_TEXT.unsubscribed(UNSUBSCRIBE_WHAT.emailNotifications));
    expect(preferencesSchema.parse((await studio.agent.get('/api/profile/preferences').expect(200)).body).emailNotifications).toBe(false);
  }, 90_000);

  it('tells an owner with e-mail notifications off of new matches in the app only', async () => {
    const { studio, bakery } = await ownersWithBusinesses(platform, db, profiles, { confirmed: true });
    await bakery.agent.put('/api/profile/preferences').send({ emailNotifications: false }).expect(200);
    await studio.agent.post('/api/co-marketing-requests').send(studioRequest).expect(201);
    await mailTo(studio.email, /^We found (a partner|\d+ partners) for your request/);

    // The notification and its mail are written in one transaction: once the notification is
    // there, so would the mail be.
    const notices = await eventually(async () => {
      const { rows } = await db.query<{ emailed_at: Date | null }>(`SELECT emailed_at FROM notification.notifications WHERE user_id = $1 AND type = 'match'`, [bakery.user.id]);
      if (rows.length === 0) throw new Error('the bakery has no match notification yet');
      return rows;
    }, MAIL_WAIT_MS);
    expect(notices.map((n) => n.emailed_at)).toEqual(notices.map(() => null));
    const { rows } = await db.query(`SELECT kind FROM notification.emails WHERE user_id = $1 AND kind <> 'welcome' AND kind <> 'verify-email'`, [bakery.user.id]);
    expect(rows).toEqual([]);
    expect(mailsTo(bakery.email, /partner/)).toEqual([]);
  }, 60_000);

  it('has no local mailbox at /dev/mailbox while mail goes to an SMTP server', async () => {
    await request(platform.url).get('/dev/mailbox').expect(404);
    await request(platform.url).get(`/dev/mailbox/${randomUUID()}`).expect(404);
  });
});
