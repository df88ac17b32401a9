import { INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { eventually } from '@comarketing/server-kit/testing';
import crypto, { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { accountsService } from '../src';

// Password hashing is the one expensive thing anybody can ask of this service without an account
// (scrypt, 32 MiB and tens of milliseconds each): it must be bounded, sign-ins must not wait behind
// sign-ups, and nothing may be hashed for a caller who has gone. scrypt itself is watched.

const TOKEN = 'test-internal-token-0123456789';
const PASSWORD = 'nanoseconds';

describe('password work in the accounts service', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  const scrypt = jest.spyOn(crypto, 'scrypt');
  const api = () => request(service.url);
  const asBff = (req: request.Test) => req.set(INTERNAL_TOKEN_HEADER, TOKEN);
  const newUser = (email = `owner-${randomUUID()}@example.co.uk`) => ({ firstName: 'Grace', lastName: 'Hopper', email, companyName: 'Compilers Ltd', password: PASSWORD, agreeToMarketing: false });
  const signUp = (email?: string) => asBff(api().post('/internal/users')).send(newUser(email));

  beforeAll(async () => {
    const logger = createLogger({ name: 'accounts-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(accountsService, {
      // One hash at a time and a short queue, so the bound is reached with a handful of requests.
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', HASH_CONCURRENCY: '1', HASH_QUEUE_LIMIT: '4', HASH_QUEUE_WAIT_MS: '20000' },
      bus,
      logger,
    });
  });

  afterAll(async () => {
    scrypt.mockRestore();
    await service?.close();
    await bus?.close();
  });

  beforeEach(() => scrypt.mockClear());

  it('refuses a taken e-mail with 409 without computing a hash', async () => {
    const input = newUser();
    await asBff(api().post('/internal/users')).send(input).expect(201);
    scrypt.mockClear();
    const res = await asBff(api().post('/internal/users')).send({ ...input, email: input.email.toUpperCase() }).expect(409);
    expect(res.body.message).toBe('User with this email already exists');
    expect(scrypt).not.toHaveBeenCalled();
  });

  it('answers 503 with Retry-After once the hashing queue is full, and hashes only what it accepted', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => signUp()));
    const busy = results.filter((r) => r.status === 503);
    expect(results.filter((r) => r.status !== 503 && r.status !== 201).map((r) => r.status)).toEqual([]);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toMatch(/busy|try again/i);
    }
    expect(scrypt).toHaveBeenCalledTimes(12 - busy.length);
  });

  it('verifies a sign-in ahead of the sign-ups already waiting to be hashed', async () => {
    const input = newUser();
    await asBff(api().post('/internal/users')).send(input).expect(201);
    const finished: string[] = [];
    // One hashed, two waiting: new hashes may take half the queue (the rest is kept for sign-ins).
    const signUps = Array.from({ length: 3 }, (_, i) => signUp().then((res) => finished.push(`sign-up ${i}: ${res.status}`)));
    // Every sign-up is in: one is being hashed, the others wait.
    await eventually(() => (scrypt.mock.calls.length >= 2 ? true : undefined), 10_000);
    const signIn = asBff(api().post('/internal/users/verify-credentials'))
      .send({ email: input.email, password: PASSWORD })
      .then((res) => finished.push(`sign-in: ${res.status}`));
    await Promise.all([...signUps, signIn]);
    // At most the sign-up being hashed when the sign-in arrived finishes first.
    expect(finished.indexOf('sign-in: 200')).toBeGreaterThanOrEqual(0);
    expect(finished.indexOf('sign-in: 200')).toBeLessThanOrEqual(1);
  });

  it('answers a sign-in for an unknown e-mail exactly as a wrong password, without computing a hash for it', async () => {
    const input = newUser();
    await asBff(api().post('/internal/users')).send(input).expect(201);
    const wrong = await asBff(api().post('/internal/users/verify-credentials')).send({ email: input.email, password: 'not-the-password' });
    scrypt.mockClear();
    const unknown = await asBff(api().post('/internal/users/verify-credentials')).send({ email: `nobody-${randomUUID()}@example.co.uk`, password: 'not-the-password' });
    expect(scrypt).not.toHaveBeenCalled();
    const shape = (res: request.Response) => ({ status: res.status, body: res.body as unknown, headers: Object.keys(res.headers).filter((h) => h !== 'date' && h !== 'x-correlation-id').sort(), length: res.headers['content-length'] });
    expect(shape(unknown)).toEqual(shape(wrong));
    expect(wrong.status).toBe(401);
  });

  it('tells the BFF which browsers an account knows, and an unknown e-mail as an unknown browser, without hashing', async () => {
    const browser = { key: crypto.randomBytes(24).toString('base64url'), label: 'Firefox on Linux' };
    const input = newUser();
    await asBff(api().post('/internal/users')).send({ ...input, browser }).expect(201);
    scrypt.mockClear();
    const known = (email: string, key: string) => asBff(api().post('/internal/users/known-browser')).send({ email, browser: key }).expect(200).then((res) => res.body as unknown);
    expect(await known(input.email.toUpperCase(), browser.key)).toEqual({ known: true });
    expect(await known(input.email, crypto.randomBytes(24).toString('base64url'))).toEqual({ known: false });
    expect(await known(`nobody-${randomUUID()}@example.co.uk`, browser.key)).toEqual({ known: false });
    expect(scrypt).not.toHaveBeenCalled();
  });

  it('never hashes for a caller who went away while waiting', async () => {
    // Callers that give up: their sockets are destroyed while their hashes wait in the queue.
    const port = new URL(service.url).port;
    const gone = Array.from({ length: 4 }, () => {
      const body = JSON.stringify(newUser());
      const req = httpRequest({ host: '127.0.0.1', port, path: '/internal/users', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [INTERNAL_TOKEN_HEADER]: TOKEN } });
      req.on('error', () => undefined);
      req.end(body);
      return req;
    });
    await eventually(() => (scrypt.mock.calls.length >= 1 ? true : undefined), 10_000);
    for (const req of gone) req.destroy();
    // Hashes wait in arrival order, so by the time this later sign-up is done, any hash still
    // queued for the callers that left would have run before it.
    await signUp().expect(201);
    // The one being hashed when they left, and the later sign-up: nothing else.
    expect(scrypt.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
