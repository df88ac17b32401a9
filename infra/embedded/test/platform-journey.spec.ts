import { authResponseSchema, healthReportSchema, notificationSchema, unreadCountSchema } from '@comarketing/contracts';
import { createEnvelope } from '@comarketing/messaging';
import { defaultRemoteManifestPath, REMOTE_NAMES, SERVICE_NAMES } from '@comarketing/platform-registry';
import { randomUUID } from 'node:crypto';
import { get, type IncomingMessage } from 'node:http';
import request from 'supertest';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { PASSWORD as password, sessionCookie, signedInUserId, signUpBody as signUp, startTestPlatform, uniqueEmail, PLATFORM_WAIT_MS } from './support/platform-test-kit';

// The first journey through every layer, at the API level: sign up in the BFF, the accounts
// service writes user.registered to its outbox, the bus carries it (RabbitMQ when AMQP_URL is set,
// as in CI), the notification service creates the welcome notification, and the BFF shows it.

describe('platform journey (BFF + accounts + notification + bus)', () => {
  let platform: RunningPlatform;
  const email = () => uniqueEmail('ada');

  beforeAll(async () => {
    platform = await startTestPlatform();
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
  });

  it('reports every part healthy', async () => {
    const res = await request(platform.url).get('/api/health').expect(200);
    expect(Object.keys(healthReportSchema.parse(res.body).components).sort()).toEqual(['bus', 'database', ...SERVICE_NAMES].sort());
  });

  it('signs up, and the welcome notification arrives through the bus', async () => {
    const agent = request.agent(platform.url);
    const res = await agent.post('/api/auth/register').send(signUp(email())).expect(201);
    const body = authResponseSchema.parse(res.body);
    expect(body.success).toBe(true);

    const count = await eventually(async () => {
      const c = unreadCountSchema.parse((await agent.get('/api/notifications/unread-count').expect(200)).body);
      return c.count > 0 ? c.count : undefined;
    }, PLATFORM_WAIT_MS);
    // How fast is for the benchmarks; here it only has to arrive within the wait.
    expect(count).toBe(1);

    const list = await agent.get('/api/notifications').expect(200);
    expect(notificationSchema.array().parse(list.body)).toHaveLength(1);
    expect((await agent.get('/api/auth/me').expect(200)).body.user.id).toBe(body.user!.id);
  });

  it('never answers with password material', async () => {
    const address = email();
    const agent = request.agent(platform.url);
    const responses = [
      await agent.post('/api/auth/register').send(signUp(address)),
      await agent.get('/api/auth/me'),
      await request(platform.url).post('/api/auth/login').send({ email: address, password }),
    ];
    for (const res of responses) expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|hash/i);
  });

  it('refuses a duplicate e-mail in any case with 409 and the spec message', async () => {
    const address = email();
    await request(platform.url).post('/api/auth/register').send(signUp(address)).expect(201);
    const res = await request(platform.url).post('/api/auth/register').send(signUp(address.toUpperCase())).expect(409);
    expect(res.body).toMatchObject({ success: false, message: 'User with this email already exists', error: 'User with this email already exists' });
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    const address = email();
    await request(platform.url).post('/api/auth/register').send(signUp(address)).expect(201);
    const wrong = await request(platform.url).post('/api/auth/login').send({ email: address, password: 'not-the-password' }).expect(401);
    const unknown = await request(platform.url).post('/api/auth/login').send({ email: email(), password: 'not-the-password' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('Invalid email or password');
  });

  it('changes the session id at login and kills it at logout', async () => {
    const address = email();
    const registered = await request(platform.url).post('/api/auth/register').send(signUp(address)).expect(201);
    const first = sessionCookie(registered)!;
    expect(first).toBeDefined();

    // Signing in again from a signed-in session must not keep the old id.
    const login = await request(platform.url).post('/api/auth/login').set('cookie', first).send({ email: address, password }).expect(200);
    const second = sessionCookie(login)!;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const userId = authResponseSchema.parse(login.body).user!.id;
    expect(await signedInUserId(platform.url, first)).toBeNull();
    expect(await signedInUserId(platform.url, second)).toBe(userId);

    await request(platform.url).post('/api/auth/logout').set('cookie', second).expect(204);
    expect(await signedInUserId(platform.url, second)).toBeNull();
  });

  it("refuses another user's userId in a query or body with 403", async () => {
    const agent = request.agent(platform.url);
    const me = authResponseSchema.parse((await agent.post('/api/auth/register').send(signUp(email())).expect(201)).body).user!;
    const other = authResponseSchema.parse((await request(platform.url).post('/api/auth/register').send(signUp(email())).expect(201)).body).user!;

    await agent.get(`/api/notifications?userId=${other.id}`).expect(403);
    await agent.get(`/api/messages/unread-count?userId=${other.id}`).expect(403);
    await agent.put('/api/notifications/mark-all-read').send({ userId: other.id }).expect(403);
    await agent.get(`/api/auth/user/${other.id}`).expect(403);
    await agent.get(`/api/notifications?userId=${me.id}`).expect(200);
    await agent.get(`/api/auth/user/${me.id}`).expect(200);
  });

  it('answers 401 to a visitor on signed-in routes, and the session read 200 { user: null }', async () => {
    await request(platform.url).get('/api/notifications').expect(401);
    await request(platform.url).get('/api/messages/unread-count').expect(401);
    await request(platform.url).get(`/api/auth/user/${randomUUID()}`).expect(401);
    await request(platform.url).get(`/api/businesses/user/${randomUUID()}`).expect(401);
    // Who am I is the one read a visitor is answered: nobody, which is not an error.
    expect((await request(platform.url).get('/api/auth/me').expect(200)).body).toEqual({ user: null });
  });

  it('refuses a 3 MB JSON body with 413 and malformed JSON with 400', async () => {
    const big = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3 * 1024 * 1024) });
    const tooLarge = await request(platform.url).post('/api/auth/login').set('content-type', 'application/json').send(big).expect(413);
    expect(tooLarge.body.message).toBe('Request body is too large');
    const malformed = await request(platform.url).post('/api/auth/login').set('content-type', 'application/json').send('{"email": ').expect(400);
    expect(malformed.body.message).toBe('Request body is not valid JSON');
  });

  it('shows the validation message for bad sign-up input', async () => {
    const res = await request(platform.url).post('/api/auth/register').send({ ...signUp(email()), confirmPassword: 'something-else' }).expect(400);
    expect(res.body.message).toBe("Passwords don't match");
  });

  it('refuses state-changing requests from another site with 403', async () => {
    await request(platform.url).post('/api/auth/login').set('origin', 'https://evil.example').send({ email: 'a@b.co', password: 'x' }).expect(403);
    await request(platform.url).post('/api/auth/login').set('sec-fetch-site', 'cross-site').send({ email: 'a@b.co', password: 'x' }).expect(403);
  });

  it("pushes a new notification to the user's open event stream, and only to theirs", async () => {
    const registered = await request(platform.url).post('/api/auth/register').send(signUp(email())).expect(201);
    const user = authResponseSchema.parse(registered.body).user!;
    const cookie = sessionCookie(registered)!;

    const stream = await new Promise<IncomingMessage>((resolve) => get(`${platform.url}/api/events`, { headers: { cookie } }, resolve));
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toContain('text/event-stream');
    let received = '';
    stream.on('data', (chunk: Buffer) => (received += chunk.toString()));

    const notificationId = randomUUID();
    const someoneElses = randomUUID();
    await platform.bus.publish(createEnvelope('notification.created', { notificationId: someoneElses, userId: randomUUID(), type: 'info', title: 'Not yours' }, { correlationId: randomUUID(), version: 1 }));
    await platform.bus.publish(createEnvelope('notification.created', { notificationId, userId: user.id, type: 'info', title: 'Yours' }, { correlationId: randomUUID(), version: 1 }));
    await eventually(async () => (received.includes(notificationId) ? true : undefined), 5000);
    stream.destroy();
    expect(received).toContain(`event: notification\ndata: {"notificationId":"${notificationId}"}`);
    // (The user's own welcome notification may also arrive here; another user's never does.)
    expect(received).not.toContain(someoneElses);
  });

  it('refuses the event stream to a visitor', async () => {
    await request(platform.url).get('/api/events').expect(401);
  });

  it('serves the remote URLs from configuration', async () => {
    const res = await request(platform.url).get('/mf/remotes.json').expect(200);
    expect(res.body.remotes).toEqual(Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteManifestPath(name)])));
  });
});
