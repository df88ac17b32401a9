import { PROOF_OF_WORK_OFFER_PATH } from '@comarketing/contracts';
import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import { signUpBody, uniqueEmail } from './support/platform-test-kit';
import { solvedHeader } from './support/proof-of-work';
import { neighbourOf, ownLoopbackAddress, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// Signing up and changing one's e-mail both tell whether an address is registered (409), and a
// sign-up costs a password hash: both are limited per network address (and an e-mail change per
// account too), in the BFF's database so every instance shares the counts. Low limits here; each
// test comes from its own loopback address.

const SIGN_UPS = 3;
const NETWORK_SIGN_UPS = 5;
const EMAIL_CHANGES = 2;
const MAILS_PER_TARGET = 2;

describe('per-address limits on sign-up and e-mail change', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url, { SIGNUP_LIMIT_PER_HOUR: String(SIGN_UPS), SIGNUP_LIMIT_PER_NETWORK: String(NETWORK_SIGN_UPS), EMAIL_CHANGE_LIMIT_PER_HOUR: String(EMAIL_CHANGES) });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  it('refuses sign-ups from one address beyond the limit with 429, Retry-After and a clear message, taken addresses included', async () => {
    const from = ownLoopbackAddress();
    const taken = uniqueEmail();
    const statuses: number[] = [];
    statuses.push((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(taken))).status);
    statuses.push((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(taken))).status);
    statuses.push((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody())).status);
    const refused = await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody());
    expect([...statuses, refused.status]).toEqual([201, 409, 201, 429]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The hour slides (estimated from this and the last fixed hour), so a wait may run past an hour, never two.
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(7200);
    expect(refused.body).toMatchObject({ message: 'Too many accounts have been created from your network recently. Please try again later.', error: 'Too Many Requests' });
    // Another address is not affected.
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody())).status).toBe(201);
  });

  it('holds a burst of parallel sign-ups from one address to the limit', async () => {
    const from = ownLoopbackAddress();
    const results = await Promise.all(Array.from({ length: 10 }, () => sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody())));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(SIGN_UPS).fill(201), ...Array(10 - SIGN_UPS).fill(429)]);
  });

  it('limits sign-ups per network (/24) as well as per address', async () => {
    const first = ownLoopbackAddress();
    const second = neighbourOf(first);
    const statuses: number[] = [];
    for (const from of [first, first, first, second, second]) statuses.push((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody())).status);
    expect(statuses).toEqual(Array(NETWORK_SIGN_UPS).fill(201));
    const refused = await sendFrom(neighbourOf(first), bff.url, 'POST', '/api/auth/register', signUpBody());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many accounts have been created from your network recently. Please try again later.');
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody())).status).toBe(201);
  });

  it('offers a form opened without pressure no challenge, so the browser solves nothing', async () => {
    const offer = await sendFrom(ownLoopbackAddress(), bff.url, 'GET', PROOF_OF_WORK_OFFER_PATH);
    expect([offer.status, offer.body]).toEqual([200, { challenge: null }]);
  });

  it('does not count a sign-up refused as invalid (it never reached the accounts service)', async () => {
    const from = ownLoopbackAddress();
    for (let i = 0; i < SIGN_UPS + 2; i++) expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', { ...signUpBody(), confirmPassword: 'different' })).status).toBe(400);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody())).status).toBe(201);
  });

  it('limits e-mail changes per address, but not other profile changes', async () => {
    const from = ownLoopbackAddress();
    const signedUp = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
    const profile = (email: string, firstName = 'Ada') => ({ firstName, lastName: 'Lovelace', email, companyName: 'Analytical Engines' });
    const change = (body: object) => sendFrom(from, bff.url, 'PUT', '/api/profile/update', body, signedUp.cookie);
    const original = (signedUp.body.user as { email: string }).email;

    for (const name of ['Augusta', 'Ada', 'Augusta', 'Ada']) expect((await change(profile(original, name))).status).toBe(200);
    expect((await change(profile(uniqueEmail()))).status).toBe(200);
    expect((await change(profile(uniqueEmail()))).status).toBe(200);
    const refused = await change(profile(uniqueEmail()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe('Your e-mail address has been changed too often recently. Please try again later.');
  });

  it('limits e-mail changes per account whatever the address', async () => {
    const signedUp = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGES; i++) {
      const res = await sendFrom(ownLoopbackAddress(), bff.url, 'PUT', '/api/profile/update', { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), companyName: 'Engines' }, signedUp.cookie);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(EMAIL_CHANGES).fill(200), 429]);
  });
});

describe('sign-ups from many addresses at once', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    // The accounts service would take them all (its own bound on hashing is far away): the BFF's
    // bound, one sign-up at a time here, is what a small burst shows.
    accounts = await startAccounts({ HASH_QUEUE_LIMIT: '1000', HASH_QUEUE_WAIT_MS: '60000' });
    bff = await startTestBff(accounts.url, { SIGNUP_CONCURRENCY: '1' });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  it('are served a few at a time: the rest wait in a short queue, beyond it get 503 with Retry-After, and the next must prove work', async () => {
    // Each from its own address: the per-address limit never applies, only the bound does.
    const results = await Promise.all(Array.from({ length: 40 }, () => sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody())));
    const statuses = results.map((r) => r.status);
    // Once the bound has said busy, the sign-ups arriving after are asked for a proof of work (428).
    expect(statuses.filter((s) => s !== 201 && s !== 503 && s !== 428)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    const busy = results.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body.message).toBe('We are very busy right now. Please try again in a few seconds.');
    }
    // The pressure holds for a minute after: a sign-up now must first prove some work.
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody())).status).toBe(428);
  });
});

describe('sign-ups under pressure', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url, { PROOF_OF_WORK_PRESSURE_PER_MINUTE: '0', SIGNUP_LIMIT_PER_HOUR: String(SIGN_UPS), EMAIL_TARGET_LIMIT_PER_HOUR: String(MAILS_PER_TARGET) });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  it('must carry a solved proof of work: 428 with a challenge and nothing counted, accepted once, a replay refused', async () => {
    const from = ownLoopbackAddress();
    // Asked more times than the address may sign up: being asked counts nothing.
    for (let i = 0; i <= SIGN_UPS; i++) {
      const asked = await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody());
      expect([asked.status, asked.body.reason]).toEqual([428, 'required']);
    }
    const asked = await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody());
    const solved = await solvedHeader(asked.body.challenge);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(), undefined, solved)).status).toBe(201);
    const replayed = await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(), undefined, solved);
    expect([replayed.status, replayed.body.reason, replayed.body.message]).toEqual([428, 'used', 'The security check could not be completed. Please try again.']);
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(), undefined, await solvedHeader(replayed.body.challenge))).status).toBe(201);
  });

  it("spends nothing of the named address's confirmation mails until the proof of work is solved", async () => {
    const email = uniqueEmail('target');
    // A flood naming a stranger's address, never solving: asked each time, nothing counted.
    for (let i = 0; i <= MAILS_PER_TARGET; i++) expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody(email))).status).toBe(428);
    const from = ownLoopbackAddress();
    const asked = await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(email));
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(email), undefined, await solvedHeader(asked.body.challenge))).status).toBe(201);
  });

  it("offers a form a challenge to solve while the person types: the sign-up it goes with is accepted at the first try", async () => {
    const from = ownLoopbackAddress();
    const offer = await sendFrom(from, bff.url, 'GET', PROOF_OF_WORK_OFFER_PATH);
    expect(offer.status).toBe(200);
    expect(offer.headers['cache-control']).toBe('no-store');
    expect((await sendFrom(from, bff.url, 'POST', '/api/auth/register', signUpBody(), undefined, await solvedHeader(offer.body.challenge))).status).toBe(201);
  });
});
