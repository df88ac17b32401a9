import { ANALYTICS_TEXTS, type BlogPost, contentApi, INTERNAL_TOKEN_HEADER, internalPath } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { PLATFORM_WAIT_MS, startTestPlatform } from './support/platform-test-kit';
import { sendFrom } from './support/split-platform';

const TOKEN = 'view-limits-internal-token-0123';

/** A thousand User-Agents of four browser families, each its own string: what a script makes up. */
const FAMILIES = ['Firefox/%', 'Chrome/% Safari/537.36', 'Edg/% Chrome/120.0 Safari/537.36', 'Version/% Safari/605.1.15'];
const userAgents = Array.from({ length: 1000 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64) ${FAMILIES[i % FAMILIES.length]!.replace('%', `${i}.0`)}`);

/** A /24 of this machine's loopback nobody else in this run uses: 127.<a>.<b>.0/24. */
const loopbackNetwork = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}`;

/**
 * Page views and blog views are limited per client address and per network (IPv4 /24), whatever
 * the User-Agent says. They were limited per visitor, a hash that included the User-Agent, so one
 * address sending made-up User-Agents was thousands of visitors and thousands of readers of a post.
 */
describe('views limited per client address and network', () => {
  let platform: RunningPlatform;
  let db: Pool;

  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_CONTENT: 'off', INTERNAL_TOKEN: TOKEN });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  /** The page views stored for `path`, and their distinct visitors, once the buffer has sent them. */
  const stored = (path: string) => db.query<{ views: number; visitors: number }>(`SELECT count(*)::int AS views, count(DISTINCT visitor)::int AS visitors FROM analytics.page_views WHERE path = $1`, [path]).then((r) => r.rows[0]!);

  it('counts one address with 1,000 User-Agents as at most 120 page views a minute, and a visitor per browser family', async () => {
    const path = `/limits-${randomUUID()}`;
    const address = `${loopbackNetwork()}.7`;
    const statuses: number[] = [];
    for (const userAgent of userAgents) statuses.push((await sendFrom(address, platform.url, 'POST', '/api/analytics/page-view', { path }, undefined, { 'user-agent': userAgent })).status);
    expect(statuses.slice(0, 120)).toEqual(Array(120).fill(202));
    expect(new Set(statuses.slice(120))).toEqual(new Set([429]));

    const refused = await sendFrom(address, platform.url, 'POST', '/api/analytics/page-view', { path }, undefined, { 'user-agent': 'yet another' });
    expect(refused.body.message).toBe(ANALYTICS_TEXTS.tooManyPageViews);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // What was refused was never queued: the 120 taken are all that is stored, as four visitors.
    await eventually(async () => {
      const counted = await stored(path);
      if (counted.views < 120) throw new Error(`${counted.views} of the 120 views stored so far`);
      return counted;
    }, PLATFORM_WAIT_MS);
    expect(await stored(path)).toEqual({ views: 120, visitors: FAMILIES.length });
  });

  it('shares one budget of 600 page views a minute among the addresses of a /24', async () => {
    const network = loopbackNetwork();
    const path = `/network-${randomUUID()}`;
    const taken: number[] = [];
    for (let host = 1; host <= 6; host += 1) {
      let ok = 0;
      for (let i = 0; i < 120; i += 1) if ((await sendFrom(`${network}.${host}`, platform.url, 'POST', '/api/analytics/page-view', { path }, undefined, { 'user-agent': userAgents[i]! })).status === 202) ok += 1;
      taken.push(ok);
    }
    expect(taken).toEqual([120, 120, 120, 120, 120, 0]);
    // Another network is not held back by it.
    expect((await sendFrom(`${loopbackNetwork()}.1`, platform.url, 'POST', '/api/analytics/page-view', { path }, undefined, { 'user-agent': userAgents[0]! })).status).toBe(202);
  });

  it("counts one address with 1,000 User-Agents as a reader per browser family of a post, and stops counting it after 30 views a minute", async () => {
    const post = (await request(platform.serviceUrls.content).post(internalPath(contentApi.routes.createPost)).set(INTERNAL_TOKEN_HEADER, TOKEN).send({ title: `Counted ${randomUUID()}`, status: 'published' }).expect(201)).body as BlogPost;
    const address = `${loopbackNetwork()}.9`;
    const statuses: number[] = [];
    for (const userAgent of userAgents) statuses.push((await sendFrom(address, platform.url, 'POST', `/api/blog/posts/${post.id}/view`, undefined, undefined, { 'user-agent': userAgent })).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(new Set(statuses.slice(30))).toEqual(new Set([429]));
    const refused = await sendFrom(address, platform.url, 'POST', `/api/blog/posts/${post.id}/view`, undefined, undefined, { 'user-agent': 'yet another' });
    expect(refused.body.message).toBe(ANALYTICS_TEXTS.tooManyArticleViews);
    const read = (await request(platform.url).get(`/api/blog/posts/${post.slug}`).expect(200)).body as BlogPost;
    expect(read.viewCount).toBe(FAMILIES.length);
  });
});
