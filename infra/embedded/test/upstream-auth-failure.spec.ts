import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import request from 'supertest';
import { signedInUserId, signUpBody, uniqueEmail } from './support/platform-test-kit';
import { capturingLogger, ownLoopbackAddress, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// A BFF whose internal token the services refuse is a fault between our servers, not the
// user's: passing the service's 401/403 on made every signed-in user look signed out.

describe('a service refusing the BFF itself', () => {
  let accounts: RunningService;
  let goodBff: RunningApp;
  let misconfiguredBff: RunningApp;
  const log = capturingLogger('warn');

  beforeAll(async () => {
    accounts = await startAccounts();
    goodBff = await startTestBff(accounts.url);
    // Same database and session secret, so the same session cookie is valid here too. Started
    // last: passport's strategies are process-wide, so its sign-in strategy is the one in use.
    misconfiguredBff = await startTestBff(accounts.url, { INTERNAL_TOKEN: 'not-the-internal-token' }, log.logger);
  }, 60_000);

  afterAll(async () => {
    await misconfiguredBff?.close();
    await goodBff?.close();
    await accounts?.close();
  });

  it('answers 502, not 401, to a signed-in user when the internal token is wrong, and logs which service refused', async () => {
    // From an address of its own: this machine's usual one is past its sign-up limit in a full run.
    const registered = await sendFrom(ownLoopbackAddress(), goodBff.url, 'POST', '/api/auth/register', signUpBody(uniqueEmail()));
    expect(registered.status).toBe(201);
    const cookie = registered.cookie!;
    expect(await signedInUserId(goodBff.url, cookie)).not.toBeNull();

    const res = await request(misconfiguredBff.url).get('/api/auth/me').set('cookie', cookie);
    expect([res.status, res.body.message]).toEqual([502, expect.stringMatching(/accounts/)]);
    // The session survives: the user did nothing wrong.
    expect(await signedInUserId(goodBff.url, cookie)).not.toBeNull();
    expect(log.lines).toContainEqual(expect.objectContaining({ level: 50, service: 'accounts', status: 403, msg: expect.stringMatching(/internal token/i) }));
  });

  it('answers a sign-in as 502 too, not as a wrong password', async () => {
    const email = uniqueEmail();
    expect((await sendFrom(ownLoopbackAddress(), goodBff.url, 'POST', '/api/auth/register', signUpBody(email))).status).toBe(201);
    const res = await sendFrom(ownLoopbackAddress(), misconfiguredBff.url, 'POST', '/api/auth/login', { email, password: signUpBody().password });
    expect(res.status).toBe(502);
  });
});
