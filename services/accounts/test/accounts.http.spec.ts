import { authUserSchema, type EventEnvelope, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { accountsService } from '../src';

const TOKEN = 'test-internal-token-0123456789';

describe('accounts service over HTTP', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
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
  });

  afterAll(async () => {
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
});
