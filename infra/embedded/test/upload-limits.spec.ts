import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import { request as httpRequest } from 'node:http';
import { signUpBody, TINY_PNG } from './support/platform-test-kit';
import { ownLoopbackAddress, type SentRequest, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// One account opened 300 upload addresses in 3 seconds and stored 200 MB in under 2: each account
// may open so many addresses and store so many bytes per hour. Low limits here (4 addresses,
// 1 MB); the accounts service keeps them, from its own upload records.

const ADDRESSES = 4;
const KB = 1024;
const pngOfSize = (bytes: number) => Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.alloc(bytes - 8)]);

describe('per-account upload limits', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts({ UPLOAD_ADDRESSES_PER_HOUR: String(ADDRESSES), UPLOAD_MB_PER_HOUR: '1' });
    bff = await startTestBff(accounts.url);
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  async function owner(): Promise<string> {
    const res = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
    expect(res.status).toBe(201);
    return res.cookie!;
  }

  const openAddress = (cookie: string) => sendFrom('127.0.0.1', bff.url, 'POST', '/api/objects/upload', { purpose: 'image' }, cookie);

  function put(uploadURL: string, bytes: Buffer): Promise<SentRequest> {
    const target = new URL(uploadURL, bff.url);
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(target.pathname + target.search, bff.url), { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': bytes.length } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {}, cookie: undefined }));
      });
      req.on('error', reject);
      req.end(bytes);
    });
  }

  async function upload(cookie: string, bytes: Buffer): Promise<SentRequest> {
    const address = await openAddress(cookie);
    expect(address.status).toBe(200);
    return put(address.body.uploadURL as string, bytes);
  }

  it('opens at most the hourly number of addresses per account, then answers 429 with Retry-After and a clear message', async () => {
    const cookie = await owner();
    const results = await Promise.all(Array.from({ length: ADDRESSES + 6 }, () => openAddress(cookie)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array(ADDRESSES).fill(200), ...Array(6).fill(429)]);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toMatch(/^You have started \d+ uploads in the last hour, the most we allow\. Please try again in \d+ minutes?\.$/);
    // Another account is not affected.
    expect((await openAddress(await owner())).status).toBe(200);
  });

  it('stores at most the hourly bytes per account: a file that would pass them is refused with 413, then no address opens', async () => {
    const cookie = await owner();
    expect((await upload(cookie, pngOfSize(600 * KB))).status).toBe(200);
    const tooMuch = await upload(cookie, pngOfSize(600 * KB));
    expect(tooMuch.status).toBe(413);
    expect(tooMuch.body.message).toMatch(/^This file would take you past 1 MB of uploads in an hour\. Please choose a smaller file or try again in \d+ minutes?\.$/);
    // What is left of the hour's allowance still takes a file that fits it exactly.
    expect((await upload(cookie, pngOfSize(424 * KB))).status).toBe(200);
    const full = await openAddress(cookie);
    expect([full.status, full.body.message]).toEqual([429, expect.stringMatching(/^You have uploaded 1 MB in the last hour, the most we allow\. Please try again in \d+ minutes?\.$/)]);
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('holds parallel uploads to the hourly bytes', async () => {
    const cookie = await owner();
    const addresses = await Promise.all(Array.from({ length: 3 }, () => openAddress(cookie)));
    const results = await Promise.all(addresses.map((a) => put(a.body.uploadURL as string, pngOfSize(400 * KB))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 413]);
  });
});
