import { authUserSchema, type EventEnvelope, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { accountsService } from '../src';

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
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' },
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
        const waiting = async (n: number) =>
          eventually(async () => {
            const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ~* 'user'`);
            expect({ waitingAtTheUser: rows[0].n }).toEqual({ waitingAtTheUser: n });
            return true;
          });
        const opened = use(token).then((r) => r);
        await waiting(1);
        const changed = changeTo(user, next).then((r) => r);
        await waiting(2);
        await holder.query('COMMIT');
        expect([(await opened).status, (await changed).status]).toEqual([200, 200]);
      } finally {
        holder.release();
      }
      expect(await state(user.id)).toEqual({ email: next, emailVerified: false });
      await use((await linkTo(user.id, next)).token).expect(200);
    });
  });
});
