import { ACCOUNT_RECOVERY_TEXT, accountsApi, COMPANY, emailVerificationStateSchema, INTERNAL_TOKEN_HEADER, internalPath } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { type ParsedMail } from 'mailparser';
import { Client } from 'pg';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { PASSWORD, signedInOwner, signedInUserId, uniqueEmail } from './support/platform-test-kit';
import { freePort, type SmtpSink, startSmtpSink } from './support/smtp-sink';

/** Long enough for the bus's back-off after an SMTP outage (5 s, then 10 s...). */
const MAIL_WAIT_MS = 60_000;
const NEW_PASSWORD = 'a-brand-new-password';
/** Known to the test, to use a link as the BFF does and then fail before its own next step. */
const INTERNAL_TOKEN = 'account-recovery-internal-token';
const STAFF_EMAIL = uniqueEmail('staff');
const STAFF_PASSWORD = 'a-staff-password-for-tests';

/** A statement on the test database, for what only time or an outage would do. */
async function sql(text: string, values: unknown[]) {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    return await db.query(text, values);
  } finally {
    await db.end();
  }
}

const linkToken = (mail: ParsedMail, path: string) => {
  const found = new RegExp(`https?://[^\\s]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found[1]!;
};

// Issue 13: e-mail goes out through SMTP from events; an SMTP server down at first delays mail and
// loses none; forgot-password answers alike for any address; a reset link works once, for 30
// minutes, and ends every session; the confirmation link sets emailVerified.
describe('e-mail, password reset and e-mail confirmation', () => {
  let platform: RunningPlatform;
  let smtpPort: number;
  let sink: SmtpSink | undefined;

  beforeAll(async () => {
    smtpPort = await freePort();
    // The services read SMTP_URL from the process environment, as under npm start.
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    try {
      platform = await startPlatformWithAdmin(STAFF_EMAIL, STAFF_PASSWORD, { INTERNAL_TOKEN });
    } finally {
      delete process.env.SMTP_URL;
    }
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
    await sink?.close();
  });

  /** The one mail of this kind to this address, waiting for it; fails with what did arrive. */
  const mailTo = (address: string, subject: RegExp) =>
    eventually(async () => {
      const found = (sink?.to(address) ?? []).filter((mail) => subject.test(mail.subject ?? ''));
      if (found.length === 0) throw new Error(`no "${subject}" to ${address} yet; the sink holds: ${JSON.stringify(sink?.mails.map((m) => [m.to, m.subject]) ?? 'nothing, it is not up')}`);
      return found;
    }, MAIL_WAIT_MS);

  it('sends the sign-up mail once the SMTP server is up, though it was down when it was written, once, with text and HTML; the welcome follows the confirmation', async () => {
    const owner = await signedInOwner(platform);
    // The server comes up only once the confirmation mail has failed at least once (and waits for a retry).
    await eventually(async () => {
      const { rows } = await sql(`SELECT count(*)::int AS failed FROM notification.emails WHERE to_address = $1 AND status = 'queued' AND attempts > 0`, [owner.email]);
      if (rows[0].failed < 1) throw new Error('the sign-up mail has not failed yet');
      return true;
    }, MAIL_WAIT_MS);
    sink = await startSmtpSink(smtpPort);
    const [confirm] = await mailTo(owner.email, /^Confirm your e-mail address/);

    // Confirming the address sets emailVerified, once; asking again says it is done.
    const token = linkToken(confirm!, '/verify-email');
    expect(emailVerificationStateSchema.parse((await owner.agent.get('/api/auth/email-verification').expect(200)).body).emailVerified).toBe(false);
    expect((await request(platform.url).post('/api/auth/verify-email').send({ token }).expect(200)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.emailVerified);
    expect(emailVerificationStateSchema.parse((await owner.agent.get('/api/auth/email-verification').expect(200)).body).emailVerified).toBe(true);
    expect((await request(platform.url).post('/api/auth/verify-email').send({ token }).expect(410)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkUsed);
    expect((await owner.agent.post('/api/auth/resend-verification').expect(409)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.alreadyVerified);

    const [welcome] = await mailTo(owner.email, /^Welcome to/);
    for (const mail of [welcome!, confirm!]) {
      expect(mail.text).toContain(COMPANY.productName);
      expect(mail.text).toContain(COMPANY.registeredOffice);
      expect(mail.html).toContain(COMPANY.productName);
      expect(mail.messageId).toBeTruthy();
    }
    // Nothing was sent twice (all the retries included).
    expect(sink.to(owner.email).map((m) => m.subject)).toHaveLength(2);
  }, 120_000);

  it('answers forgot-password alike for a known and an unknown address; the link resets once and ends every session', async () => {
    sink ??= await startSmtpSink(smtpPort);
    const owner = await signedInOwner(platform, undefined, { confirmed: true });
    const otherBrowser = request.agent(platform.url);
    await otherBrowser.post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(200);

    const unknown = uniqueEmail('nobody');
    const forUnknown = await request(platform.url).post('/api/auth/forgot-password').send({ email: unknown }).expect(200);
    const forKnown = await request(platform.url).post('/api/auth/forgot-password').send({ email: owner.email.toUpperCase() }).expect(200);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.body).toEqual({ success: true, message: ACCOUNT_RECOVERY_TEXT.resetRequested });
    // Nor does the time differ: both answer at the same mark, never waiting for the accounts
    // service (bff/src/auth/account-recovery.controller.spec.ts shows it with the controller's clock).

    const [resetMail] = await mailTo(owner.email, /^Reset your/);
    expect(sink.to(unknown)).toEqual([]);
    const token = linkToken(resetMail!, '/reset-password');

    // The sign-up's rules and messages apply to the new password.
    expect((await request(platform.url).post('/api/auth/reset-password').send({ token, password: 'short', confirmPassword: 'short' }).expect(400)).body.message).toBeTruthy();
    await request(platform.url).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    // Every session ended; the new password signs in, the old one does not.
    expect(await signedInUserId(owner.agent)).toBeNull();
    expect(await signedInUserId(otherBrowser)).toBeNull();
    await request(platform.url).post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(401);
    await request(platform.url).post('/api/auth/login').send({ email: owner.email, password: NEW_PASSWORD }).expect(200);
    // Once only.
    expect((await request(platform.url).post('/api/auth/reset-password').send({ token, password: 'yet-another-password', confirmPassword: 'yet-another-password' }).expect(410)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkUsed);
    await mailTo(owner.email, /password was changed$/);
  }, 120_000);

  /** A reset link used as the BFF uses it, with nothing after it: as if the BFF died right then. */
  const useLinkOnly = async (email: string) => {
    await request(platform.url).post('/api/auth/forgot-password').send({ email }).expect(200);
    const token = linkToken((await mailTo(email, /^Reset your/))[0]!, '/reset-password');
    const used = await fetch(`${platform.serviceUrls.accounts}${internalPath(accountsApi.routes.resetPassword)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN },
      body: JSON.stringify({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    });
    expect(used.status).toBe(200);
  };

  /**
   * Waits for the session read at `path` to say `agent` is signed out (the owner's answers a visitor
   * 200 { user: null }, the admin session's 401); fails with what it last answered.
   */
  const signedOut = (agent: Agent, path: '/api/auth/me' | '/api/admin/session') =>
    eventually(async () => {
      const res = await agent.get(path);
      const ended = path === '/api/auth/me' ? res.status === 200 && res.body.user === null : res.status === 401;
      if (!ended) throw new Error(`the session from before the reset still answers ${res.status} at ${path}`);
      return res.status;
    }, MAIL_WAIT_MS);

  it("ends the old sessions through the reset's event when the BFF fails before ending them, and keeps one begun with the new password", async () => {
    sink ??= await startSmtpSink(smtpPort);
    const owner = await signedInOwner(platform, undefined, { confirmed: true });
    await useLinkOnly(owner.email);
    const afterReset = request.agent(platform.url);
    await afterReset.post('/api/auth/login').send({ email: owner.email, password: NEW_PASSWORD }).expect(200);

    await signedOut(owner.agent, '/api/auth/me');
    expect(await signedInUserId(afterReset)).toBe(owner.user.id);
  }, 120_000);

  it("ends a staff member's admin sessions begun before a reset the same way, and keeps one begun after", async () => {
    sink ??= await startSmtpSink(smtpPort);
    const before = await signInAdmin(platform, STAFF_EMAIL, STAFF_PASSWORD);
    await useLinkOnly(STAFF_EMAIL);
    const after = await signInAdmin(platform, STAFF_EMAIL, NEW_PASSWORD);

    await signedOut(before.agent, '/api/admin/session');
    await after.agent.get('/api/admin/session').expect(200);
  }, 120_000);

  it('refuses an expired link and one never issued, saying which', async () => {
    sink ??= await startSmtpSink(smtpPort);
    const owner = await signedInOwner(platform, undefined, { confirmed: true });
    await request(platform.url).post('/api/auth/forgot-password').send({ email: owner.email }).expect(200);
    const token = linkToken((await mailTo(owner.email, /^Reset your/))[0]!, '/reset-password');
    // Thirty minutes pass.
    await sql(`UPDATE accounts.user_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND purpose = 'password-reset'`, [owner.user.id]);
    expect((await request(platform.url).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(410)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkExpired);
    expect((await request(platform.url).post('/api/auth/reset-password').send({ token: 'x'.repeat(43), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(400)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkInvalid);
  }, 120_000);
});
