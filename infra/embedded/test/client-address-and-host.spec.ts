import { uploadUrlResponseSchema } from '@comarketing/contracts';
import { SIGN_IN_ADDRESS_LIMIT } from '@comarketing/bff';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { signedInOwner, signUpBody, startTestPlatform, uniqueEmail, withProcessEnv } from './support/platform-test-kit';
import { ownLoopbackAddress } from './support/split-platform';

// What a client says about itself in headers must not decide who it is or where we send it:
// X-Forwarded-For counts only from configured proxies (none here), the upload address is never
// built from the Host header, and a Host the platform does not answer for gets 421 everywhere (a
// page whose name was re-pointed at 127.0.0.1 must not reach the platform, nor its local mailbox).

describe('client address and Host header', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    // The real per-address sign-in limit, which the other platform tests raise. The embedded BFF
    // reads it from the process environment, as under npm start.
    const relaxed = process.env.SIGN_IN_LIMIT_PER_ADDRESS;
    process.env.SIGN_IN_LIMIT_PER_ADDRESS = String(SIGN_IN_ADDRESS_LIMIT);
    try {
      platform = await withProcessEnv({ ALLOWED_HOSTS: 'team.example' }, () => startTestPlatform({ DEMO_CONTENT: 'off' }));
    } finally {
      if (relaxed === undefined) delete process.env.SIGN_IN_LIMIT_PER_ADDRESS;
      else process.env.SIGN_IN_LIMIT_PER_ADDRESS = relaxed;
    }
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
  });

  /** A failed sign-in sent from `localAddress` (any 127/8 address is this machine) claiming to be `forwardedFor`. */
  function failedSignIn(localAddress: string, forwardedFor: string): Promise<number> {
    const body = JSON.stringify({ email: `nobody-${randomUUID()}@example.co.uk`, password: 'not-the-password' });
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: new URL(platform.url).port, path: '/api/auth/login', method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': forwardedFor } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('holds a local client to the per-address sign-in limit however it fills in X-Forwarded-For', async () => {
    // Its own loopback address, so the failures counted here cannot block other tests' sign-ins.
    const localAddress = ownLoopbackAddress();
    const statuses: number[] = [];
    // The limit counts per 15-minute window: two windows' worth, in case the run straddles a boundary.
    for (let i = 0; i <= 2 * SIGN_IN_ADDRESS_LIMIT && !statuses.includes(429); i++) {
      statuses.push(await failedSignIn(localAddress, `203.0.113.${i % 250}, 198.51.100.${i % 250}`));
    }
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses).toContain(429);
  });

  it('never puts a forged X-Forwarded-Host header into the upload address', async () => {
    const { agent } = await signedInOwner(platform);
    const res = await agent.post('/api/objects/upload').set('x-forwarded-host', 'evil.example').send({ purpose: 'image' }).expect(200);
    const { uploadURL } = uploadUrlResponseSchema.parse(res.body);
    expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
  });

  describe('a Host the platform does not answer for (DNS rebinding)', () => {
    const REBOUND = 'rebound.example';

    it('answers 421 on every kind of route, an Origin that matches the Host included', async () => {
      const port = new URL(platform.url).port;
      const host = `${REBOUND}:${port}`;
      const origin = `http://${host}`;
      const answers = await Promise.all([
        request(platform.url).get('/').set('host', host),
        request(platform.url).get('/api/health').set('host', host),
        request(platform.url).get('/mf/remotes.json').set('host', host),
        request(platform.url).get('/sitemap.xml').set('host', host),
        request(platform.url).get('/dev/mailbox').set('host', host),
        request(platform.url).post('/api/auth/forgot-password').set('host', host).set('origin', origin).send({ email: uniqueEmail() }),
        request(platform.url).post('/api/auth/register').set('host', host).set('origin', origin).send(signUpBody()),
        request(platform.url).post('/api/admin/login').set('host', host).set('origin', origin).send({ email: uniqueEmail(), password: 'not-the-password' }),
      ]);
      // A local name claimed through a proxy header counts only from a proxy TRUST_PROXY names (none here).
      answers.push(await request(platform.url).get('/api/health').set('host', host).set('x-forwarded-host', `localhost:${port}`));
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 421));
      expect(answers[1]!.body).toEqual({ message: 'This server does not answer for that host name', error: 'Misdirected Request' });
    });

    it('answers a Host on the extra list (ALLOWED_HOSTS) and this machine by any of its names', async () => {
      const port = new URL(platform.url).port;
      for (const host of [`team.example:${port}`, `localhost:${port}`, `127.0.0.1:${port}`, `LOCALHOST:${port}`]) {
        await request(platform.url).get('/api/health').set('host', host).expect(200);
      }
    });

    it('keeps the local mailbox for requests that name this machine, not an allowed public name', async () => {
      const port = new URL(platform.url).port;
      await request(platform.url).get('/dev/mailbox').set('host', `team.example:${port}`).expect(403);
      await request(platform.url).get('/dev/mailbox').set('host', `127.0.0.1:${port}`).expect(200);
      const local = await request(platform.url).get('/dev/mailbox').expect(200);
      expect(local.text).toContain('Local mailbox');
    });
  });
});
