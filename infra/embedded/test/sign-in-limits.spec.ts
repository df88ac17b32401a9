import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { PASSWORD, signUpBody, uniqueEmail } from './support/platform-test-kit';
import { ownLoopbackAddress, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// The per-account sign-in limit (5 attempts per 15 minutes) must hold however the attempts come:
// all at once, under another spelling of the address, or timing out. Each test signs in from its
// own loopback address, so the per-address limit (30) and other tests' attempts stay out of it.

const ACCOUNT_LIMIT = 5;

describe('the sign-in limit', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url);
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  async function registered(email = uniqueEmail()): Promise<string> {
    const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody(email));
    expect(res.status).toBe(201);
    return email;
  }

  it('evaluates at most the limit of 30 wrong guesses sent at once, and refuses the rest with 429 and Retry-After', async () => {
    const email = await registered();
    const from = ownLoopbackAddress();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: `wrong-guess-${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(ACCOUNT_LIMIT);
    for (const res of results.filter((r) => r.status === 429)) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    // The right password is refused too until the window ends: the guesses were counted.
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it("counts every spelling that reaches the account under one counter ('İ' for 'i' included)", async () => {
    const email = await registered(`admin-${Date.now()}@example.co.uk`);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email: i % 2 ? email.toUpperCase() : email, password: 'not-the-password' });
      expect(res.status).toBe(401);
    }
    // A spelling that would count apart must not reach the account (PostgreSQL may lower-case
    // 'İ' to 'i'); whichever it does, the right password must not get through now.
    for (const spelling of [email.replace('admin', 'admİn'), email.replace('admin', 'ADMİN'), email.replace('admin', 'ａdmin')]) {
      const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email: spelling, password: PASSWORD });
      expect(`${spelling}: ${res.status}`).toMatch(/: (401|429)$/);
    }
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it('clears the count after a successful sign-in, and does not count successes against the address', async () => {
    const from = ownLoopbackAddress();
    const email = await registered();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    // An office signing in all morning from one address: successes never add up to a block.
    for (let i = 0; i < 35; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  });
});

describe('the sign-in limit when the accounts service does not answer', () => {
  let silent: Server;
  let bff: RunningApp;

  beforeAll(async () => {
    // Accepts every call and never answers: each sign-in times out.
    silent = createServer(() => undefined);
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    bff = await startTestBff(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { SERVICE_TIMEOUT_MS: '200' });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    silent?.closeAllConnections();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('counts attempts that time out', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMIT; i++) statuses.push((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email, password: `guess-${i}` })).status);
    expect(statuses).toEqual([...Array(ACCOUNT_LIMIT).fill(504), 429]);
  });
});
