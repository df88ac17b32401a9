import { ACCOUNT_RECOVERY_TEXT, authUserSchema, type EventEnvelope, INTERNAL_TOKEN_HEADER, NAME_RULES_TEXT, STAFF_REFUSAL_TEXT } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { accountsService } from '../src';
import { untilWaitingAtUsers } from './support/lock-waiters';

// These tests sign up several users at once to prove what concurrency does to the data; the
// hashing queue's shedding (503 after two seconds' wait, which a loaded machine reaches) is
// tested on its own (password-work.http.spec.ts), so here the queue waits as long as it takes.
const PATIENT_HASHING = { HASH_QUEUE_WAIT_MS: '60000', HASH_QUEUE_LIMIT: '1000' };

const TOKEN = 'test-internal-token-0123456789';
// Holding a row lock while the service works needs a second session; PGlite has one.
const withConcurrentSessions = process.env.TEST_DATABASE_KIND === 'postgres' ? it : it.skip;

describe('accounts service over HTTP', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const published: EventEnvelope[] = [];
  const api = () => request(service.url);
  const asBff = (req: request.Test) => req.set(INTERNAL_TOKEN_HEADER, TOKEN);
  const newUser = (email = `owner-${randomUUID()}@example.co.uk`) => ({
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    companyName: 'Compilers Ltd',
    password: 'nanoseconds',
    agreeToMarketing: true,
  });

  beforeAll(async () => {
    const logger = createLogger({ name: 'accounts-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    await bus.subscribe({ queue: 'test.all-events', routingKeys: ['#'], handler: async (event) => void published.push(event) });
    service = await startDomainService(accountsService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', ...PATIENT_HASHING },
      bus,
      logger,
    });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('refuses calls without the internal token, and with a wrong one', async () => {
    await api().post('/internal/users').send(newUser()).expect(401);
    await api().post('/internal/users').set(INTERNAL_TOKEN_HEADER, 'wrong-token-wrong-token').send(newUser()).expect(403);
  });

  it('answers /health without a token', async () => {
    const res = await api().get('/health').expect(200);
    expect(res.body.components.database.status).toBe('up');
  });

  it('registers a user, answers without any password material, and emits user.registered', async () => {
    const input = newUser();
    const res = await asBff(api().post('/internal/users')).send(input).expect(201);
    const user = authUserSchema.parse(res.body);
    expect(user).toMatchObject({ email: input.email, firstName: 'Grace', role: 'user', profileImageUrl: null });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|hash/i);

    const event = await eventually(() => published.find((e) => e.type === 'user.registered' && (e.payload as { userId: string }).userId === user.id));
    expect(event).toMatchObject({ version: 1, payload: { email: input.email, firstName: 'Grace', agreeToMarketing: true } });
  });

  it('refuses a second account with the same e-mail in another case, with 409', async () => {
    const input = newUser(`Case-${randomUUID()}@Example.co.uk`);
    await asBff(api().post('/internal/users')).send(input).expect(201);
    const res = await asBff(api().post('/internal/users')).send({ ...input, email: input.email.toLowerCase() }).expect(409);
    expect(res.body.message).toBe('User with this email already exists');
  });

  it('lets exactly one of two simultaneous sign-ups for one e-mail win', async () => {
    const input = newUser();
    const results = await Promise.all([1, 2, 3].map(() => asBff(api().post('/internal/users')).send(input)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('verifies credentials case-insensitively on the e-mail', async () => {
    const input = newUser();
    await asBff(api().post('/internal/users')).send(input).expect(201);
    const res = await asBff(api().post('/internal/users/verify-credentials')).send({ email: input.email.toUpperCase(), password: input.password }).expect(200);
    expect(res.body.email).toBe(input.email);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const input = newUser();
    await asBff(api().post('/internal/users')).send(input).expect(201);
    const wrong = await asBff(api().post('/internal/users/verify-credentials')).send({ email: input.email, password: 'not-the-password' }).expect(401);
    const unknown = await asBff(api().post('/internal/users/verify-credentials')).send({ email: `nobody-${randomUUID()}@example.co.uk`, password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
  });

  it('gets a user by id, and 404 for an unknown or malformed id', async () => {
    const created = await asBff(api().post('/internal/users')).send(newUser()).expect(201);
    await asBff(api().get(`/internal/users/${created.body.id}`)).expect(200);
    await asBff(api().get(`/internal/users/${randomUUID()}`)).expect(404);
    await asBff(api().get('/internal/users/1%27%20OR%201=1')).expect(404);
  });

  it('refuses a sign-up whose name carries a web address or digits, whoever calls (the BFF checked it already)', async () => {
    const res = await asBff(api().post('/internal/users')).send({ ...newUser(), firstName: 'WIN 500 GBP today https://win-now.com' }).expect(400);
    expect(res.body).toMatchObject({ message: NAME_RULES_TEXT.firstNameCharacters, details: [{ path: 'firstName' }] });
    await asBff(api().post('/internal/users')).send({ ...newUser(), companyName: 'win-now.com' }).expect(400);
    await asBff(api().post('/internal/users')).send({ ...newUser(), firstName: 'Siobhán', lastName: "O'Brien-Nguyễn", companyName: 'B&Q (Leeds)' }).expect(201);
  });

  it('rejects invalid input with 400 and the problem named', async () => {
    const res = await asBff(api().post('/internal/users')).send({ ...newUser(), password: 'short' }).expect(400);
    expect(res.body.details[0].path).toBe('password');
  });

  describe('changing the e-mail address', () => {
    type VerificationRequested = { userId: string; email: string; token: string };
    /** The confirmation links mailed for this user so far, oldest first. */
    const linksOf = (userId: string) =>
      published.filter((e) => e.type === 'email-verification.requested' && (e.payload as VerificationRequested).userId === userId).map((e) => e.payload as VerificationRequested);
    const linkTo = (userId: string, email: string) => eventually(() => linksOf(userId).find((link) => link.email === email));
    const register = async () => {
      const input = newUser();
      const user = authUserSchema.parse((await asBff(api().post('/internal/users')).send(input).expect(201)).body);
      return { user, token: (await linkTo(user.id, input.email)).token };
    };
    const changeTo = (user: { id: string; firstName: string; lastName: string; companyName: string | null }, email: string) =>
      asBff(api().put(`/internal/users/${user.id}/profile`)).send({ firstName: user.firstName, lastName: user.lastName, companyName: user.companyName, email });
    const use = (token: string) => asBff(api().post('/internal/email-verifications/use')).send({ token });
    const state = async (userId: string) => (await asBff(api().get(`/internal/users/${userId}/email-verification`)).expect(200)).body;

    it('leaves a new address unconfirmed until the link mailed to it is opened; the link to the old one stops working', async () => {
      const { user, token: toOld } = await register();
      const second = `second-${randomUUID()}@example.co.uk`;
      expect((await changeTo(user, second).expect(200)).body.email).toBe(second);
      expect(await state(user.id)).toEqual({ email: second, emailVerified: false });
      await use(toOld).expect(410);

      await use((await linkTo(user.id, second)).token).expect(200);
      expect(await state(user.id)).toEqual({ email: second, emailVerified: true });

      // The same address in capitals is no new address: it stays confirmed, and nothing is mailed.
      await changeTo(user, second.toUpperCase()).expect(200);
      expect(await state(user.id)).toEqual({ email: second.toUpperCase(), emailVerified: true });

      // A confirmed account moving on starts again; the relay publishes in order, so once the third
      // link is out, the case change above would have been published before it.
      const third = `third-${randomUUID()}@example.co.uk`;
      await changeTo(user, third).expect(200);
      expect(await state(user.id)).toEqual({ email: third, emailVerified: false });
      await linkTo(user.id, third);
      expect(linksOf(user.id).map((link) => link.email)).toEqual([expect.stringMatching(/^owner-/), second, third]);
    });

    const ofType = <P>(type: string, userId: string) => published.filter((e) => e.type === type && (e.payload as { userId: string }).userId === userId).map((e) => e.payload as P);
    // The service judges the actor by their own row: a super admin that exists.
    let superAdminId: string;
    beforeAll(async () => {
      const { rows } = await db.query(`INSERT INTO accounts.users (email, first_name, last_name, password_hash, role) VALUES ($1, 'Ada', 'Lovelace', 'x', 'super_admin') RETURNING id`, [`boss-${randomUUID()}@example.co.uk`]);
      superAdminId = rows[0].id;
    });
    const staffEdit = (userId: string, changes: object) => asBff(api().put(`/internal/admin/users/${userId}`)).send({ actor: { id: superAdminId, role: 'super_admin' }, changes });

    it('tells the old address of an owner\'s change, and never sends the new address a name: the confirmation event names nobody', async () => {
      const { user } = await register();
      const previous = user.email;
      const next = `next-${randomUUID()}@example.co.uk`;
      await changeTo(user, next).expect(200);
      const [changed] = await eventually(() => (ofType('user.email-changed', user.id).length ? ofType<{ previousEmail: string; by: string }>('user.email-changed', user.id) : undefined));
      expect(changed).toMatchObject({ previousEmail: previous, by: 'owner' });
      for (const link of linksOf(user.id)) expect(link).not.toHaveProperty('firstName');
      expect(ofType('user.registered', user.id)).toEqual([expect.objectContaining({ emailVerified: false })]);
      expect(ofType('user.updated', user.id)).toEqual([expect.objectContaining({ email: next, emailVerified: false })]);
    });

    it("treats staff's change like an owner's: the old link confirms nothing, the new address is unconfirmed whatever the edit says, the old one is told", async () => {
      const { user, token: toOld } = await register();
      const previous = user.email;
      const next = `staff-moved-${randomUUID()}@example.co.uk`;
      const { after } = (await staffEdit(user.id, { email: next, emailVerified: true }).expect(200)).body;
      expect(after).toMatchObject({ email: next, emailVerified: false });
      // The finding: the link mailed to the old address confirmed the new one.
      expect((await use(toOld).expect(410)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkForOldAddress);
      expect(await state(user.id)).toEqual({ email: next, emailVerified: false });
      await eventually(() => ofType<{ previousEmail: string; by: string }>('user.email-changed', user.id).find((e) => e.previousEmail === previous && e.by === 'staff'));

      // Its own link confirms it, and says so once; staff confirming an address also announce it.
      await use((await linkTo(user.id, next)).token).expect(200);
      await eventually(() => ofType<{ email: string }>('user.email-verified', user.id).find((e) => e.email === next));
      const other = (await register()).user;
      await staffEdit(other.id, { emailVerified: true }).expect(200);
      await eventually(() => ofType<{ email: string }>('user.email-verified', other.id).find((e) => e.email === other.email));
    });

    it("says in every mail event whether its address is confirmed, as of the account's last change of address or confirmation", async () => {
      type Said = { email?: string; previousEmail?: string; emailVerified?: boolean; emailStateAt?: string; previousEmailVerified?: boolean; previousEmailStateAt?: string };
      const input = newUser();
      const user = authUserSchema.parse((await asBff(api().post('/internal/users')).send(input).expect(201)).body);
      const saidOf = (type: string) => eventually(() => ofType<Said>(type, user.id).at(-1));
      const browser = (key: string) => ({ key: key.repeat(22), label: 'Firefox on Windows' });
      const signUp = await saidOf('user.registered');
      expect(signUp).toMatchObject({ emailVerified: false, emailStateAt: expect.any(String) });
      expect(await saidOf('email-verification.requested')).toMatchObject({ emailVerified: false, emailStateAt: signUp.emailStateAt });
      await asBff(api().post('/internal/password-resets')).send({ email: input.email }).expect(202);
      expect(await saidOf('password-reset.requested')).toMatchObject({ emailVerified: false, emailStateAt: signUp.emailStateAt, confirmsAddress: true });

      await use((await linkTo(user.id, input.email)).token).expect(200);
      const confirmed = await saidOf('user.email-verified');
      expect(Date.parse(confirmed.emailStateAt!)).toBeGreaterThan(Date.parse(signUp.emailStateAt!));
      const asConfirmed = { emailVerified: true, emailStateAt: confirmed.emailStateAt };
      await asBff(api().post('/internal/password-resets')).send({ email: input.email }).expect(202);
      expect(await eventually(() => ofType<Said>('password-reset.requested', user.id)[1])).toMatchObject(asConfirmed);
      await asBff(api().post('/internal/users/verify-credentials')).send({ email: input.email, password: input.password, browser: browser('a') }).expect(200);
      await asBff(api().post('/internal/users/verify-credentials')).send({ email: input.email, password: input.password, browser: browser('b') }).expect(200);
      expect(await saidOf('user.new-browser-sign-in')).toMatchObject(asConfirmed);
      await asBff(api().post(`/internal/users/${user.id}/change-password`)).send({ currentPassword: input.password, newPassword: 'another-password', confirmPassword: 'another-password' }).expect(200);
      expect(await saidOf('user.password-changed')).toMatchObject(asConfirmed);
      // A change of name leaves the address as it was, and says so as of its confirmation.
      await changeTo({ ...user, firstName: 'Amazing' }, input.email).expect(200);
      expect(await saidOf('user.updated')).toMatchObject({ email: input.email, ...asConfirmed });

      const next = `next-${randomUUID()}@example.co.uk`;
      await changeTo(user, next).expect(200);
      const moved = await eventually(() => ofType<Said>('user.updated', user.id).find((e) => e.email === next));
      expect(moved).toMatchObject({ emailVerified: false });
      expect(Date.parse(moved!.emailStateAt!)).toBeGreaterThan(Date.parse(confirmed.emailStateAt!));
      expect(await saidOf('user.email-changed')).toMatchObject({ previousEmail: input.email, previousEmailVerified: true, previousEmailStateAt: confirmed.emailStateAt });
      expect(await saidOf('email-verification.requested')).toMatchObject({ email: next, emailVerified: false, emailStateAt: moved!.emailStateAt });
    });

    it("refuses to move a staff account to another address through a profile update, under the row's lock, and keeps the rest of the form", async () => {
      for (const role of ['admin', 'super_admin']) {
        const { user } = await register();
        await db.query(`UPDATE accounts.users SET role = $2 WHERE id = $1`, [user.id, role]);
        const res = await changeTo(user, `taken-over-${randomUUID()}@example.net`).expect(403);
        expect(res.body).toMatchObject({ message: STAFF_REFUSAL_TEXT['staff-email-settings'], refusal: 'staff-email-settings' });
        expect(await state(user.id)).toEqual({ email: user.email, emailVerified: false });
        expect((await changeTo({ ...user, companyName: 'Kept Ltd' }, user.email).expect(200)).body).toMatchObject({ email: user.email, companyName: 'Kept Ltd' });
      }
    });

    it('answers a profile update with a name breaking the rules with 400, and accepts a name saved before the rules sent back unchanged', async () => {
      const { user } = await register();
      const res = await asBff(api().put(`/internal/users/${user.id}/profile`)).send({ firstName: 'Visit win-now.com', lastName: user.lastName, companyName: user.companyName, email: user.email }).expect(400);
      expect(res.body).toMatchObject({ message: NAME_RULES_TEXT.firstNameCharacters, details: [{ path: 'firstName', message: NAME_RULES_TEXT.firstNameCharacters }] });
      // Saved before the rules existed.
      await db.query(`UPDATE accounts.users SET first_name = 'Ada2', company_name = 'Call 07700 900123' WHERE id = $1`, [user.id]);
      const next = `kept-name-${randomUUID()}@example.co.uk`;
      const saved = await asBff(api().put(`/internal/users/${user.id}/profile`)).send({ firstName: 'Ada2', lastName: user.lastName, companyName: 'Call 07700 900123', email: next }).expect(200);
      expect(saved.body).toMatchObject({ firstName: 'Ada2', email: next });
      await asBff(api().put(`/internal/users/${user.id}/profile`)).send({ firstName: 'Ada3', lastName: user.lastName, companyName: 'Call 07700 900123', email: next }).expect(400);
    });

    withConcurrentSessions('lets a link to the old address opened during the change confirm the old address or nothing, never the new one, and without a deadlock', async () => {
      const { user, token } = await register();
      const next = `moved-${randomUUID()}@example.co.uk`;
      // The link is held, so opening it waits there with whatever it has locked by then; the change
      // starts only once it waits, and both are let go together: the order in which a deadlock
      // would come, if opening a link and changing the address took their locks in opposite orders.
      const holder = await db.connect();
      try {
        await holder.query('BEGIN');
        await holder.query('SELECT 1 FROM accounts.user_tokens WHERE user_id = $1 FOR UPDATE', [user.id]);
        const opened = use(token).then((r) => r);
        await untilWaitingAtUsers(db, 1);
        const changed = changeTo(user, next).then((r) => r);
        await untilWaitingAtUsers(db, 2);
        await holder.query('COMMIT');
        expect([(await opened).status, (await changed).status]).toEqual([200, 200]);
      } finally {
        holder.release();
      }
      expect(await state(user.id)).toEqual({ email: next, emailVerified: false });
      await use((await linkTo(user.id, next)).token).expect(200);
    });
  });

  describe('password reset of an account whose address is not confirmed', () => {
    type ResetRequested = { userId: string; email: string; token: string; firstName?: string; confirmsAddress?: boolean };
    const resetLinkOf = (userId: string, count = 1) =>
      eventually(() => {
        const links = published.filter((e) => e.type === 'password-reset.requested' && (e.payload as ResetRequested).userId === userId).map((e) => e.payload as ResetRequested);
        return links.length >= count ? links[count - 1] : undefined;
      });
    const reset = (token: string) => asBff(api().post('/internal/password-resets/use')).send({ token, password: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' });

    it('mails a link that names nobody and confirms the address when used: it proves the mailbox', async () => {
      const input = newUser();
      const user = authUserSchema.parse((await asBff(api().post('/internal/users')).send(input).expect(201)).body);
      await asBff(api().post('/internal/password-resets')).send({ email: input.email }).expect(202);
      const link = await resetLinkOf(user.id);
      expect(link).toMatchObject({ email: input.email, confirmsAddress: true });
      expect(link).not.toHaveProperty('firstName');
      await reset(link!.token).expect(200);
      expect((await asBff(api().get(`/internal/users/${user.id}/email-verification`)).expect(200)).body).toEqual({ email: input.email, emailVerified: true });
      await eventually(() => published.find((e) => e.type === 'user.email-verified' && (e.payload as { userId: string }).userId === user.id));
      // Confirmed now: the next reset mail greets them by name and confirms nothing more.
      await asBff(api().post('/internal/password-resets')).send({ email: input.email }).expect(202);
      expect(await resetLinkOf(user.id, 2)).toMatchObject({ firstName: 'Grace' });
      expect(await resetLinkOf(user.id, 2)).not.toHaveProperty('confirmsAddress');
    });

    it('refuses a reset link mailed to an address the account has since left', async () => {
      const input = newUser();
      const user = authUserSchema.parse((await asBff(api().post('/internal/users')).send(input).expect(201)).body);
      await asBff(api().post('/internal/password-resets')).send({ email: input.email }).expect(202);
      const link = await resetLinkOf(user.id);
      await asBff(api().put(`/internal/users/${user.id}/profile`)).send({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Compilers Ltd', email: `left-${randomUUID()}@example.co.uk` }).expect(200);
      expect((await reset(link!.token).expect(410)).body.message).toBe(ACCOUNT_RECOVERY_TEXT.linkForOldAddress);
    });
  });
});
