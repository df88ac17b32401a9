import { uploadUrlResponseSchema } from '@comarketing/contracts';
import { SIGN_IN_ADDRESS_LIMIT } from '@comarketing/bff';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { type RunningPlatform } from '../src/start-platform';
import { signedInOwner, startTestPlatform } from './support/platform-test-kit';
import { ownLoopbackAddress } from './support/split-platform';

// What a client says about itself in headers must not decide who it is or where we send it:
// X-Forwarded-For counts only from configured proxies (none here), and the upload address is never
// built from the Host header.

describe('client address and Host header', () => {
  let platform: RunningPlatform;

  beforeAll(async () => {
    // The real per-address sign-in limit, which the other platform tests raise. The embedded BFF
    // reads it from the process environment, as under npm start.
    const relaxed = process.env.SIGN_IN_LIMIT_PER_ADDRESS;
    process.env.SIGN_IN_LIMIT_PER_ADDRESS = String(SIGN_IN_ADDRESS_LIMIT);
    try {
      platform = await startTestPlatform({ DEMO_CONTENT: 'off' });
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

  it('never puts a forged Host header into the upload address', async () => {
    const { agent } = await signedInOwner(platform);
    const res = await agent.post('/api/objects/upload').set('host', 'evil.example').set('x-forwarded-host', 'evil.example').send({ purpose: 'image' }).expect(200);
    const { uploadURL } = uploadUrlResponseSchema.parse(res.body);
    expect(uploadURL).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/);
  });
});
