import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import request from 'supertest';
import { PASSWORD, signUpBody, uniqueEmail } from './support/platform-test-kit';
import { ownLoopbackAddress, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// The sign-in page's own form, posted by a browser that has not run (or cannot run) the page's
// script: form-encoded, answered with a redirect to the page asked for or back to the form with a
// reason the page puts in its own words. The app's JSON sign-in is unchanged (auth tests).
describe('the sign-in form without its script', () => {
  let accounts: RunningService;
  let bff: RunningApp;
  let email: string;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url);
    email = uniqueEmail();
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody(email))).status).toBe(201);
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  /** The form as a browser posts it: same origin, form-encoded. */
  const post = (path: string, fields: Record<string, string>) => request(bff.url).post(path).set('origin', bff.url).type('form').send(fields);
  /** Who `/api/auth/me` says is signed in with the cookies a response set. */
  const sessionOf = async (res: request.Response) => {
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
    return (await request(bff.url).get('/api/auth/me').set('cookie', cookies.join('; ')).expect(200)).body as { user: { email: string } | null };
  };

  it('signs in and goes to the dashboard, or to the page it came for', async () => {
    const plain = await post('/api/auth/login', { email, password: PASSWORD }).expect(303);
    expect(plain.headers.location).toBe('/dashboard');
    expect((await sessionOf(plain)).user?.email).toBe(email);
    const back = await post(`/api/auth/login?next=${encodeURIComponent('/partner-matches?tab=pending')}`, { email, password: PASSWORD }).expect(303);
    expect(back.headers.location).toBe('/partner-matches?tab=pending');
  });

  it('goes back to the form with the reason and the page it came for, never to another site', async () => {
    const wrong = await post(`/api/auth/login?next=${encodeURIComponent('/campaigns')}`, { email, password: 'not-the-password' }).expect(303);
    expect(wrong.headers.location).toBe('/sign-in?failed=credentials&next=%2Fcampaigns');
    expect((await sessionOf(wrong)).user).toBeNull();
    const empty = await post('/api/auth/login', { email: '', password: '' }).expect(303);
    expect(empty.headers.location).toBe('/sign-in?failed=credentials');
    for (const elsewhere of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const res = await post(`/api/auth/login?next=${encodeURIComponent(elsewhere)}`, { email, password: PASSWORD }).expect(303);
      expect(res.headers.location).toBe('/dashboard');
    }
  });

  it('refuses a form posted from another site, and one that does not say where it comes from', async () => {
    expect((await request(bff.url).post('/api/auth/login').set('origin', 'https://evil.example').type('form').send({ email, password: PASSWORD })).status).toBe(403);
    expect((await request(bff.url).post('/api/auth/login').type('form').send({ email, password: PASSWORD })).status).toBe(403);
    // A browser's own post under our no-referrer policy: Origin null, and its word that it is ours.
    const own = await request(bff.url).post('/api/auth/login').set('origin', 'null').set('sec-fetch-site', 'same-origin').type('form').send({ email, password: PASSWORD });
    expect([own.status, own.headers.location]).toEqual([303, '/dashboard']);
  });

  it('answers the app as before: JSON in, JSON out', async () => {
    const res = await request(bff.url).post('/api/auth/login').send({ email, password: 'not-the-password' }).expect(401);
    expect(res.body).toMatchObject({ message: expect.any(String) });
    expect((await request(bff.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)).body).toMatchObject({ success: true, user: { email } });
  });
});
