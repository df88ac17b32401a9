import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { PASSWORD, signUpBody, uniqueEmail } from './support/platform-test-kit';
import { solvedHeader } from './support/proof-of-work';
import { neighbourOf, ownLoopbackAddress, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// The per-account sign-in limit (5 attempts per 15 minutes) must hold however the attempts come:
// all at once, or under another spelling of the address. Each test signs in from its own loopback
// address, so the per-address limit (30) and other tests' attempts stay out of it. But a flood
// must not lock real people out: only a password judged wrong counts, a browser known for the
// account keeps its own budget, and under pressure a proof of work is asked instead of failing.

const ACCOUNT_LIMIT = 5;
/** For a test of many password checks one after the other: each takes 70 ms on a quiet machine, up to a second on a busy one. */
const HASH_BOUND_TEST_MS = 120_000;
const KNOWN_BROWSER_LIMIT = 10;

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

  // 45 password checks one after the other.
  it('clears the count after a successful sign-in, and does not count successes against the address', async () => {
    const from = ownLoopbackAddress();
    const email = await registered();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: 'not-the-password' })).status).toBe(401);
    // An office signing in all morning from one address: successes never add up to a block.
    for (let i = 0; i < 35; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  }, HASH_BOUND_TEST_MS);
});

describe('the sign-in limit when the accounts service does not judge the password', () => {
  // An accounts service that answers every check as the test says: never (a time-out), busy, or 401.
  let answer: 'silent' | 'busy' | 'wrong' = 'silent';
  let accounts: Server;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = createServer((req: IncomingMessage, res: ServerResponse) => {
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.url === '/internal/users/known-browser') return json(200, { known: false });
      if (answer === 'busy') return json(503, { message: 'We are very busy right now. Please try again in a few seconds.', retryAfterSeconds: 2 });
      if (answer === 'wrong') return json(401, { message: 'Invalid email or password', success: false });
    });
    accounts.listen(0, '127.0.0.1');
    await once(accounts, 'listening');
    bff = await startTestBff(`http://127.0.0.1:${(accounts.address() as AddressInfo).port}`, { SERVICE_TIMEOUT_MS: '200' });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    accounts?.closeAllConnections();
    await new Promise((resolve) => accounts?.close(resolve));
  });

  // A 'busy' answer puts the BFF under pressure for a minute: each attempt solves the proof of work
  // when asked, as the sign-in form does, and its final status is kept.
  const attempts = async (email: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const from = ownLoopbackAddress();
      const body = { email, password: `guess-${i}` };
      let res = await sendFrom(from, bff.url, 'POST', '/api/auth/login', body);
      if (res.status === 428) res = await sendFrom(from, bff.url, 'POST', '/api/auth/login', body, undefined, await solvedHeader(res.body.challenge));
      statuses.push(res.status);
    }
    return statuses;
  };

  it("does not count attempts answered 'busy': a user who retries through a flood is not locked out by them", async () => {
    const email = uniqueEmail();
    answer = 'busy';
    expect(await attempts(email, ACCOUNT_LIMIT + 3)).toEqual(Array(ACCOUNT_LIMIT + 3).fill(503));
    // Judged wrong from now on: the five guesses the limit allows are all still there.
    answer = 'wrong';
    expect(await attempts(email, ACCOUNT_LIMIT + 1)).toEqual([...Array(ACCOUNT_LIMIT).fill(401), 429]);
  });

  it('does not count attempts that time out', async () => {
    const email = uniqueEmail();
    answer = 'silent';
    expect(await attempts(email, ACCOUNT_LIMIT + 2)).toEqual(Array(ACCOUNT_LIMIT + 2).fill(504));
    answer = 'wrong';
    expect(await attempts(email, ACCOUNT_LIMIT + 1)).toEqual([...Array(ACCOUNT_LIMIT).fill(401), 429]);
  });
});

describe('sign-ins from known browsers and from networks', () => {
  const ADDRESS_LIMIT = 8;
  const NETWORK_LIMIT = 12;
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url, { SIGN_IN_LIMIT_PER_ADDRESS: String(ADDRESS_LIMIT), SIGN_IN_LIMIT_PER_NETWORK: String(NETWORK_LIMIT) });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  const signIn = (from: string, email: string, password: string, browser?: string) => sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password }, browser);

  /** A new account, and its owner's browser cookie (the browser it signed up with). */
  async function owner(): Promise<{ email: string; browser: string }> {
    const email = uniqueEmail();
    const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody(email));
    expect(res.status).toBe(201);
    return { email, browser: res.browserCookie! };
  }

  it("lets the owner sign in from their own browser while strangers have locked the account, their address and their network", async () => {
    const { email, browser } = await owner();
    const shared = ownLoopbackAddress();
    // Strangers at the owner's own address (a shared office) spend the account's budget, then the
    // address's with made-up e-mails, then their neighbours the network's.
    const guesses = await Promise.all(Array.from({ length: ACCOUNT_LIMIT + 4 }, (_, i) => signIn(shared, email, `guess-${i}`)));
    expect(guesses.map((r) => r.status).filter((s) => s === 401)).toHaveLength(ACCOUNT_LIMIT);
    for (let i = ACCOUNT_LIMIT; i < ADDRESS_LIMIT; i++) expect((await signIn(shared, uniqueEmail(), 'guess')).status).toBe(401);
    for (let i = ADDRESS_LIMIT; i < NETWORK_LIMIT; i++) expect((await signIn(neighbourOf(shared), uniqueEmail(), 'guess')).status).toBe(401);
    expect((await signIn(ownLoopbackAddress(), email, PASSWORD)).status).toBe(429);
    expect((await signIn(shared, uniqueEmail(), PASSWORD)).status).toBe(429);
    expect((await signIn(neighbourOf(shared), uniqueEmail(), PASSWORD)).status).toBe(429);
    // The owner's browser: its own budget.
    const own = await signIn(shared, email, PASSWORD, browser);
    expect(own.status).toBe(200);
    // And after a sign-in the strangers are still refused: the account's count was not cleared for them.
    expect((await signIn(ownLoopbackAddress(), email, PASSWORD)).status).toBe(429);
  });

  it("counts a known browser's wrong passwords on its own budget, for its account only", async () => {
    const { email, browser } = await owner();
    const other = await owner();
    const from = ownLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= KNOWN_BROWSER_LIMIT; i++) statuses.push((await signIn(from, email, `typo-${i}`, browser)).status);
    expect(statuses).toEqual([...Array(KNOWN_BROWSER_LIMIT).fill(401), 429]);
    // The account's budget for other browsers is untouched; the browser is a stranger to another account.
    expect((await signIn(ownLoopbackAddress(), email, PASSWORD)).status).toBe(200);
    expect((await signIn(ownLoopbackAddress(), other.email, 'not-the-password', browser)).status).toBe(401);
  });

  // Each unknown e-mail is answered in the time of a real check (see the next test).
  it('limits failed sign-ins per network (/24) as well as per address, whatever the accounts', async () => {
    const first = ownLoopbackAddress();
    const statuses: number[] = [];
    // Each address stays under its own limit; together they reach the network's.
    for (let i = 0; i < NETWORK_LIMIT; i++) statuses.push((await signIn(i < ADDRESS_LIMIT ? first : neighbourOf(first), uniqueEmail(), 'guess')).status);
    expect(statuses).toEqual(Array(NETWORK_LIMIT).fill(401));
    const refused = await signIn(neighbourOf(first), uniqueEmail(), 'guess');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    // Another network is not affected, and neither is a known browser inside this one.
    expect((await signIn(ownLoopbackAddress(), uniqueEmail(), 'guess')).status).toBe(401);
    const { email, browser } = await owner();
    expect((await signIn(neighbourOf(first), email, PASSWORD, browser)).status).toBe(200);
  }, HASH_BOUND_TEST_MS);

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { email } = await owner();
    const wrong = await signIn(ownLoopbackAddress(), email, 'not-the-password');
    const unknown = await signIn(ownLoopbackAddress(), uniqueEmail(), 'not-the-password');
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
  });
});

describe('a proof of work under pressure', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    // Pressure always: every sign-up and every sign-in from a browser not known for the account is asked.
    bff = await startTestBff(accounts.url, { PROOF_OF_WORK_PRESSURE_PER_MINUTE: '0' });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  it('is asked of a sign-in from an unknown browser (428 and a challenge, nothing counted), accepted once solved, refused when replayed', async () => {
    const from = ownLoopbackAddress();
    const signedUp = await asked(from, '/api/auth/register', signUpBody());
    expect(signedUp.status).toBe(201);
    const email = (signedUp.body.user as { email: string }).email;

    const first = await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD });
    expect(first.status).toBe(428);
    expect(first.body).toMatchObject({ reason: 'required', message: 'We are seeing unusual traffic, so your browser needs to complete a quick security check first.', error: 'Precondition Required' });
    expect(first.body.challenge).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });

    const solved = await solvedHeader(first.body.challenge);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD }, undefined, solved)).status).toBe(200);
    const replayed = await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD }, undefined, solved);
    expect([replayed.status, replayed.body.reason]).toEqual([428, 'used']);
    expect(replayed.body.challenge).toBeDefined();
    const forged = { 'x-proof-of-work': Buffer.from('{"challenge":{}}').toString('base64') };
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD }, undefined, forged)).status).toBe(428);
  });

  it('is never asked of a browser known for the account', async () => {
    const signedUp = await asked(ownLoopbackAddress(), '/api/auth/register', signUpBody());
    const email = (signedUp.body.user as { email: string }).email;
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email, password: PASSWORD }, signedUp.browserCookie)).status).toBe(200);
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email, password: 'a-typo' }, signedUp.browserCookie)).status).toBe(401);
  });

  it('is asked of the admin sign-in from an unknown browser too', async () => {
    const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/admin/login', { email: uniqueEmail(), password: 'not-the-password' });
    expect([res.status, res.body.reason]).toEqual([428, 'required']);
  });

  /** Sends, solves the challenge it is asked, and sends again with the solution. */
  async function asked(from: string, path: string, body: unknown) {
    const first = await sendFrom(from, bff.url, 'POST', path, body);
    expect(first.status).toBe(428);
    return sendFrom(from, bff.url, 'POST', path, body, undefined, await solvedHeader(first.body.challenge));
  }
});

describe('the pressure that asks for a proof of work', () => {
  let accounts: RunningService;
  let bff: RunningApp;
  const THRESHOLD = 4;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url, { PROOF_OF_WORK_PRESSURE_PER_MINUTE: String(THRESHOLD) });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  it('turns on once the anonymous sign-ins of the last minute reach the threshold', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= THRESHOLD; i++) statuses.push((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/login', { email: uniqueEmail(), password: 'guess' })).status);
    // The first is below it whatever else this database's BFFs counted; the last is at it at least.
    expect(statuses[0]).toBe(401);
    expect(statuses[THRESHOLD]).toBe(428);
  });
});
