import { storedObjectPath, uploadUrlResponseSchema } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { loadEmbeddedConfig } from '../src/embedded-config';
import { type RunningPlatform, startPlatform } from '../src/start-platform';
import { relaxLimitsForPlatformTests } from './support/platform-test-kit';

// Image uploads through the whole platform: the BFF signs an address, the browser PUTs the raw
// file to it, the BFF checks and stores it, the accounts service records it once, and the BFF
// serves it back at /objects/uploads/<id>.

const MB = 1024 * 1024;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// SOI, a JFIF APP0 segment, EOI: enough for anything that reads the header.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]);
// A 1x1 lossless WebP: 'RIFF', its size, 'WEBP', one VP8L chunk.
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
// What a phone may offer instead: HEIC (an ISO media 'ftyp' box), which browsers cannot all show.
const HEIC = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const pngOfSize = (bytes: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(bytes - 8)]);

// A path on the browser's own origin: no PUBLIC_ORIGIN is configured here, and the Host header never counts.
const UPLOAD_URL = /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\?expires=\d+&signature=[A-Za-z0-9_-]{43}$/;
const INVALID_ADDRESS = 'Invalid or expired upload address';
const GONE = 'This upload address has expired or was already used';

const password = 'a-long-password';
const signUp = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${randomUUID()}@example.co.uk`,
  companyName: 'Analytical Engines',
  password,
  confirmPassword: password,
  agreeToTerms: true,
  agreeToMarketing: false,
});

/** An upload address read with URL (the base stands for the origin the browser uses). */
const parseAddress = (uploadURL: string) => new URL(uploadURL, 'http://localhost');

/** Path and query of an address, for supertest against the platform's own URL. */
function target(uploadURL: string): string {
  const url = parseAddress(uploadURL);
  return url.pathname + url.search;
}

function withParam(uploadURL: string, name: string, value: string | undefined): string {
  const url = parseAddress(uploadURL);
  if (value === undefined) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  return target(url.toString());
}

describe('image uploads (BFF + accounts + storage)', () => {
  let platform: RunningPlatform;
  let dataDir: string;
  let user: ReturnType<typeof request.agent>;

  async function uploadUrl(purpose?: 'image' | 'profile-photo'): Promise<string> {
    const res = await user.post('/api/objects/upload').send(purpose ? { purpose } : {}).expect(200);
    return uploadUrlResponseSchema.parse(res.body).uploadURL;
  }

  const put = (uploadURL: string, bytes: Buffer, type = 'image/png') => request(platform.url).put(target(uploadURL)).set('content-type', type).send(bytes);

  /** A PUT in small chunks without Content-Length, as a client streaming a file it never measured. */
  function putChunked(uploadURL: string, bytes: Buffer): Promise<{ status: number; body: { message?: string } }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${platform.url}${target(uploadURL)}`, { method: 'PUT', headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as { message?: string } }));
      });
      req.on('error', reject);
      const write = (offset: number) => {
        if (offset >= bytes.length) return req.end();
        if (req.write(bytes.subarray(offset, offset + 64 * 1024))) setImmediate(() => write(offset + 64 * 1024));
        else req.once('drain', () => write(offset + 64 * 1024));
      };
      write(0);
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uploads-platform-'));
    relaxLimitsForPlatformTests();
    platform = await startPlatform(
      loadEmbeddedConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent', SESSION_SECRET: 'x'.repeat(40) }),
    );
    user = request.agent(platform.url);
    await user.post('/api/auth/register').send(signUp()).expect(201);
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('gives a signed-in user a signed, single-use address on our own origin for 15 minutes', async () => {
    const uploadURL = await uploadUrl();
    expect(uploadURL).toMatch(UPLOAD_URL);
    const lifetime = Number(parseAddress(uploadURL).searchParams.get('expires')) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(storedObjectPath(uploadURL)).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    expect(await uploadUrl()).not.toBe(uploadURL);
  });

  it('refuses an address to a visitor with 401, and an unknown purpose with 400', async () => {
    await request(platform.url).post('/api/objects/upload').send({}).expect(401);
    const res = await user.post('/api/objects/upload').send({ purpose: 'video' }).expect(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('stores a %s and serves it back with its type, nosniff and a year of caching', async (_name, bytes, type) => {
    const uploadURL = await uploadUrl();
    const stored = await put(uploadURL, bytes, type).expect(200);
    expect(stored.body).toEqual({ path: storedObjectPath(uploadURL) });

    const served = await request(platform.url).get(stored.body.path).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    expect(served.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);

    const id = stored.body.path.split('/').pop();
    expect(Buffer.compare(await readFile(join(dataDir, 'uploads', id)), bytes)).toBe(0);
  });

  it('serves the type the bytes have, not the one the client declared', async () => {
    const uploadURL = await uploadUrl();
    const { body } = await put(uploadURL, GIF, 'image/png').expect(200);
    const served = await request(platform.url).get(body.path).expect(200);
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('lets the browser PUT from our own page, and refuses one from another site', async () => {
    const uploadURL = await uploadUrl();
    await put(uploadURL, PNG).set('origin', 'https://evil.example').expect(403);
    await put(uploadURL, PNG).set('origin', new URL(platform.url).origin).set('sec-fetch-site', 'same-origin').expect(200);
  });

  it('accepts an address once: the second PUT is 410', async () => {
    const uploadURL = await uploadUrl();
    await put(uploadURL, PNG).expect(200);
    const again = await put(uploadURL, JPEG, 'image/jpeg').expect(410);
    expect(again.body.message).toBe(GONE);
    const served = await request(platform.url).get(storedObjectPath(uploadURL)).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('lets exactly one of two simultaneous PUTs to one address win', async () => {
    const uploadURL = await uploadUrl();
    const results = await Promise.all([put(uploadURL, PNG), put(uploadURL, GIF, 'image/gif')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const [pngAnswer, gifAnswer] = results;
    const [winner, bytes, type] = pngAnswer.status === 200 ? [pngAnswer, PNG, 'image/png'] : [gifAnswer, GIF, 'image/gif'];
    const served = await request(platform.url).get(winner.body.path).expect(200);
    expect([served.headers['content-type'], served.headers['content-length']]).toEqual([type, String(bytes.length)]);
  });

  it('refuses a tampered, moved or incomplete address with 403', async () => {
    const uploadURL = await uploadUrl();
    const signature = parseAddress(uploadURL).searchParams.get('signature')!;
    const tampered = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const answers = [
      await request(platform.url).put(withParam(uploadURL, 'signature', tampered)).set('content-type', 'image/png').send(PNG),
      await request(platform.url).put(withParam(uploadURL, 'expires', String(Number(parseAddress(uploadURL).searchParams.get('expires')) + 3600))).set('content-type', 'image/png').send(PNG),
      await request(platform.url).put(withParam(uploadURL, 'signature', undefined)).set('content-type', 'image/png').send(PNG),
      await request(platform.url).put(withParam(uploadURL, 'expires', undefined)).set('content-type', 'image/png').send(PNG),
      await request(platform.url).put(target(uploadURL).replace(/uploads\/[0-9a-f-]{36}/, `uploads/${randomUUID()}`)).set('content-type', 'image/png').send(PNG),
      await request(platform.url).put(`/api/uploads/not-a-uuid${parseAddress(uploadURL).search}`).set('content-type', 'image/png').send(PNG),
    ];
    for (const res of answers) expect([res.status, res.body.message]).toEqual([403, INVALID_ADDRESS]);
    // None of them used the address up.
    await put(uploadURL, PNG).expect(200);
  });

  it('refuses an expired address with 403', async () => {
    const uploadURL = await uploadUrl();
    const realNow = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(realNow + 15 * 60_000 + 1000);
    try {
      const res = await put(uploadURL, PNG).expect(403);
      expect(res.body.message).toBe(INVALID_ADDRESS);
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses HTML disguised as a PNG with 415, and stores nothing', async () => {
    const uploadURL = await uploadUrl();
    const res = await put(uploadURL, HTML, 'image/png').expect(415);
    expect(res.body.message).toBe('Only JPEG, PNG, GIF and WebP images are accepted');
    await request(platform.url).get(storedObjectPath(uploadURL)).expect(404);
    const json = await request(platform.url).put(target(uploadURL)).set('content-type', 'application/json').send({ image: 'data' }).expect(415);
    expect(json.body.message).toBe('Only JPEG, PNG, GIF and WebP images are accepted');
  });

  it('refuses a HEIC photo, and a file declared WebP that is not one, with 415', async () => {
    for (const [bytes, type] of [[HEIC, 'image/heic'], [HTML, 'image/webp']] as const) {
      const uploadURL = await uploadUrl('profile-photo');
      expect((await put(uploadURL, bytes, type).expect(415)).body.message).toBe('Only JPEG, PNG, GIF and WebP images are accepted');
      await request(platform.url).get(storedObjectPath(uploadURL)).expect(404);
    }
  });

  it('refuses an empty file with 400', async () => {
    const res = await put(await uploadUrl(), Buffer.alloc(0)).expect(400);
    expect(res.body.message).toBe('The file is empty');
  });

  it('refuses 11 MB with 413', async () => {
    const uploadURL = await uploadUrl();
    const res = await put(uploadURL, pngOfSize(11 * MB)).expect(413);
    expect(res.body.message).toBe('Please select a file smaller than 10MB');
    await request(platform.url).get(storedObjectPath(uploadURL)).expect(404);
  });

  it('refuses 6 MB for a profile photo with 413 as soon as the limit passes, though an image may be 6 MB', async () => {
    const photoURL = await uploadUrl('profile-photo');
    const refused = await putChunked(photoURL, pngOfSize(6 * MB));
    expect(refused).toEqual({ status: 413, body: expect.objectContaining({ message: 'Please select an image smaller than 5MB' }) });
    await request(platform.url).get(storedObjectPath(photoURL)).expect(404);

    const imageURL = await uploadUrl('image');
    const accepted = await putChunked(imageURL, pngOfSize(6 * MB));
    expect(accepted.status).toBe(200);
    expect((await request(platform.url).head(storedObjectPath(imageURL)).expect(200)).headers['content-length']).toBe(String(6 * MB));
  });

  it('answers 404 for unknown, unfinished and malformed ids, never 500', async () => {
    const unfinished = storedObjectPath(await uploadUrl());
    for (const path of [`/objects/uploads/${randomUUID()}`, unfinished, '/objects/uploads/not-a-uuid', '/objects/uploads/..%2F..%2Fpackage.json', "/objects/uploads/1'%20OR%201=1"]) {
      const res = await request(platform.url).get(path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.body.message).toBe('Upload not found');
    }
  });
});
