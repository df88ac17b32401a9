import { type BlogPost, type BlogPostSummary, contentApi, INTERNAL_TOKEN_HEADER, internalPath } from '@comarketing/contracts';
import { createLogger } from '@comarketing/server-kit';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { seedDemoBlog } from '../src/demo-content/seed-blog';
import { type RunningPlatform } from '../src/start-platform';
import { activeParts } from './support/html-checks';
import { startTestPlatform, TINY_PNG } from './support/platform-test-kit';
import { ownLoopbackAddress } from './support/split-platform';

const TOKEN = 'blog-test-internal-token-0123';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const run = Math.random().toString(36).slice(2, 8);
// Tags of this run only, so what other tests publish in the same database cannot change the answers.
const [SHARED, ALSO_SHARED, ALONE] = [`Shared ${run}`, `Also shared ${run}`, `Alone ${run}`];

/** Articles as the demo content ships them (front matter, Markdown), oldest first. */
const FIXTURES = [
  { slug: `first-${run}`, tags: [SHARED, ALSO_SHARED], body: '## Why\n\nTwo shops on one street share a customer base.' },
  { slug: `second-${run}`, tags: [SHARED, ALSO_SHARED], body: '## How\n\nSplit the cost of one leaflet run, fifty-fifty.' },
  { slug: `third-${run}`, tags: [SHARED], body: '## When\n\nStart small: one weekend, one offer.' },
  { slug: `fourth-${run}`, tags: [ALONE], body: '## Hostile\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1)) and [ours](/blog)' },
];

async function writeFixtureArticles(dir: string): Promise<void> {
  await mkdir(join(dir, 'images'));
  for (const [i, article] of FIXTURES.entries()) {
    await writeFile(join(dir, 'images', `${article.slug}.png`), TINY_PNG);
    const frontMatter = [
      `title: "Fixture ${i + 1}: ${run}"`,
      `slug: ${article.slug}`,
      `excerpt: Fixture article ${i + 1}.`,
      `tags: [${article.tags.join(', ')}]`,
      `seoTitle: Fixture ${i + 1}`,
      `seoDescription: A fixture article for the blog test.`,
      `image: ${article.slug}.png`,
      `imageAlt: A one-pixel image`,
      `publishedAt: 2026-01-0${i + 1}`,
    ];
    await writeFile(join(dir, `${article.slug}.md`), `---\n${frontMatter.join('\n')}\n---\n${article.body}\n`);
  }
}

/** A view sent from `localAddress` (any 127/8 address is this machine) with these headers: the BFF's status. */
function viewFrom(platform: RunningPlatform, postId: string, localAddress: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: new URL(platform.url).port, path: `/api/blog/posts/${postId}/view`, method: 'POST', localAddress, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

// The public blog API over the whole platform (real PostgreSQL and RabbitMQ in CI): articles
// seeded the way `npm start` seeds the demo ones, read as the specification's client reads them.
describe('the public blog API', () => {
  let platform: RunningPlatform;
  let fixtureDir: string;
  let seeds: Array<{ published: number; existing: number }>;
  const api = () => request(platform.url);
  const content = (method: 'post' | 'put' | 'patch', path: string) => request(platform.serviceUrls.content)[method](path).set(INTERNAL_TOKEN_HEADER, TOKEN);
  const publicList = async () => (await api().get('/api/blog/posts').expect(200)).body as BlogPostSummary[];
  const bySlug = async (slug: string) => (await api().get(`/api/blog/posts/${slug}`).expect(200)).body as BlogPost;
  const related = async (id: string) => (await api().get(`/api/blog/posts/${id}/related`).expect(200)).body as BlogPostSummary[];
  const seeded = async () => {
    const mine = new Map((await publicList()).map((post) => [post.slug, post]));
    return FIXTURES.map((fixture) => mine.get(fixture.slug)!);
  };

  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_CONTENT: 'off', INTERNAL_TOKEN: TOKEN });
    fixtureDir = await mkdtemp(join(tmpdir(), 'blog-fixtures-'));
    await writeFixtureArticles(fixtureDir);
    const seed = () => seedDemoBlog({ contentUrl: platform.serviceUrls.content, internalToken: TOKEN, logger: createLogger({ name: 'seed', level: 'silent' }), dir: fixtureDir });
    // Twice, as every start does: the second finds them all.
    seeds = [await seed(), await seed()];
  }, 60_000);

  afterAll(async () => {
    await platform?.stop();
    if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
  });

  it('lists the seeded articles, published once each, newest first, with their images', async () => {
    expect(seeds).toEqual([
      { published: FIXTURES.length, existing: 0 },
      { published: 0, existing: FIXTURES.length },
    ]);
    const list = await publicList();
    const dates = list.map((post) => post.publishedAt!);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Seeded oldest first, so the last fixture is the newest.
    const mine = list.filter((post) => FIXTURES.some((fixture) => fixture.slug === post.slug)).map((post) => post.slug);
    expect(mine).toEqual(FIXTURES.map((fixture) => fixture.slug).reverse());
    expect(list.every((post) => post.status === 'published')).toBe(true);
    const image = await api().get((await seeded())[0]!.featuredImage!).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await api().get('/api/blog/media/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('lists the tags of published posts, each once, sorted', async () => {
    const tags = (await api().get('/api/blog/tags').expect(200)).body as string[];
    expect(tags).toEqual(expect.arrayContaining([SHARED, ALSO_SHARED, ALONE]));
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags.filter((tag) => tag.endsWith(run))).toEqual([ALONE, ALSO_SHARED, SHARED]);
  });

  it('answers a post by its slug, rendered, with its reading time and words', async () => {
    const post = await bySlug(FIXTURES[0]!.slug);
    expect(post).toMatchObject({ title: `Fixture 1: ${run}`, excerpt: 'Fixture article 1.', tags: [SHARED, ALSO_SHARED], status: 'published', readingTime: 1, seoTitle: 'Fixture 1' });
    expect(post.content).toBe('<h2>Why</h2>\n<p>Two shops on one street share a customer base.</p>');
    expect(post.wordCount).toBe(10);
  });

  it("answers 404 'Post not found' for an unknown slug", async () => {
    const res = await api().get(`/api/blog/posts/no-such-post-${run}`).expect(404);
    expect(res.body.message).toBe('Post not found');
    // An address part no post could have (huge, upper case, punctuation) is answered alike, without a lookup.
    for (const slug of ['a'.repeat(5000), 'Not-A-Slug', 'semi;colon']) {
      expect((await api().get(`/api/blog/posts/${encodeURIComponent(slug)}`).expect(404)).body.message).toBe('Post not found');
    }
    await request(platform.serviceUrls.content).get(internalPath(contentApi.routes.readPublishedPost, { slug: 'a'.repeat(5000) })).set(INTERNAL_TOKEN_HEADER, TOKEN).expect(404);
  });

  it('counts a view once per visitor and day: the same client again adds nothing, another browser family or address adds one', async () => {
    const post = (await seeded())[1]!;
    const address = ownLoopbackAddress();
    const viewCount = async () => (await bySlug(post.slug)).viewCount;
    const before = await viewCount();
    expect(await viewFrom(platform, post.id, address, { 'user-agent': FIREFOX })).toBe(204);
    expect(await viewFrom(platform, post.id, address, { 'user-agent': FIREFOX })).toBe(204);
    expect(await viewCount()).toBe(before + 1);
    // Another version of the same browser is the same reader; another family is another.
    expect(await viewFrom(platform, post.id, address, { 'user-agent': FIREFOX.replaceAll('128.0', '129.0') })).toBe(204);
    expect(await viewCount()).toBe(before + 1);
    expect(await viewFrom(platform, post.id, address, { 'user-agent': CHROME })).toBe(204);
    expect(await viewCount()).toBe(before + 2);
    // X-Forwarded-For counts only from a configured proxy (none here): forging it is the same visitor.
    expect(await viewFrom(platform, post.id, address, { 'user-agent': FIREFOX, 'x-forwarded-for': '203.0.113.9' })).toBe(204);
    expect(await viewCount()).toBe(before + 2);
    expect(await viewFrom(platform, post.id, ownLoopbackAddress(), { 'user-agent': FIREFOX })).toBe(204);
    expect(await viewCount()).toBe(before + 3);
  });

  it('refuses a view of a malformed id (400) and of a post nobody may read (404)', async () => {
    await api().post('/api/blog/posts/not-a-uuid/view').set('origin', platform.url).expect(400);
    await api().post('/api/blog/posts/00000000-0000-4000-8000-000000000000/view').set('origin', platform.url).expect(404);
  });

  it('relates up to three posts by shared tags, then the newest, never the post itself', async () => {
    const [first, second, third] = await seeded();
    const ofFirst = await related(first!.id);
    expect(ofFirst.length).toBeLessThanOrEqual(3);
    expect(ofFirst.map((post) => post.id)).not.toContain(first!.id);
    // Two tags shared, then one.
    expect(ofFirst.slice(0, 2).map((post) => post.slug)).toEqual([second!.slug, third!.slug]);
    for (const post of await publicList()) {
      const others = await related(post.id);
      expect(others.length).toBeLessThanOrEqual(3);
      expect(others.map((other) => other.id)).not.toContain(post.id);
    }
  });

  it('never shows a draft: not listed, not by slug, not related, not its tags, no views', async () => {
    const secretTag = `Secret ${run}`;
    const draft = (await content('post', internalPath(contentApi.routes.createPost)).send({ title: `Draft ${run}`, tags: [SHARED, ALSO_SHARED, secretTag], content: 'Not yet.' }).expect(201)).body as BlogPost;
    expect(draft.status).toBe('draft');
    expect((await publicList()).map((post) => post.id)).not.toContain(draft.id);
    await api().get(`/api/blog/posts/${draft.slug}`).expect(404, { message: 'Post not found', error: 'Not Found' });
    expect((await related((await seeded())[0]!.id)).map((post) => post.id)).not.toContain(draft.id);
    await api().get(`/api/blog/posts/${draft.id}/related`).expect(404);
    expect((await api().get('/api/blog/tags').expect(200)).body).not.toContain(secretTag);
    await api().post(`/api/blog/posts/${draft.id}/view`).set('origin', platform.url).expect(404);
  });

  it('stops showing a post once it is unpublished or archived', async () => {
    for (const status of ['draft', 'archived'] as const) {
      const post = (await content('post', internalPath(contentApi.routes.createPost)).send({ title: `Briefly public ${status} ${run}`, tags: [`Brief ${status} ${run}`], status: 'published' }).expect(201)).body as BlogPost;
      await bySlug(post.slug);
      await content('put', internalPath(contentApi.routes.updatePost, { id: post.id })).send({ status }).expect(200);
      await api().get(`/api/blog/posts/${post.slug}`).expect(404);
      expect((await publicList()).map((p) => p.id)).not.toContain(post.id);
      expect((await api().get('/api/blog/tags').expect(200)).body).not.toContain(`Brief ${status} ${run}`);
    }
  });

  it('gives hostile HTML back inert, whether seeded from Markdown or written as HTML', async () => {
    const inert = (html: string) => expect(activeParts(html)).toEqual([]);
    const seededHostile = await bySlug(FIXTURES[3]!.slug);
    inert(seededHostile.content);
    expect(seededHostile.content).toContain('<p>click and <a href="/blog">ours</a></p>');
    const written = (
      await content('post', internalPath(contentApi.routes.createPost))
        .send({
          title: `Hostile ${run} <script>alert(1)</script>`,
          status: 'published',
          content:
            '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(2)">a</a><a href="JaVaScRiPt:alert(3)">b</a>' +
            '<a href="&#106;avascript:alert(4)">c</a><p style="color:red" onclick="alert(5)">text</p><svg onload="alert(6)"></svg><iframe src="https://example.test"></iframe>',
        })
        .expect(201)
    ).body as BlogPost;
    const fromApi = await bySlug(written.slug);
    inert(fromApi.content);
    expect(fromApi.content).toContain('<p>text</p>');
    // A title is plain text, kept as typed: whoever shows it escapes it.
    expect(fromApi.title).toBe(`Hostile ${run} <script>alert(1)</script>`);
    // Lists carry no content at all: only a post's own page shows it.
    for (const post of [...(await related(fromApi.id)), ...(await publicList())]) expect(post).not.toHaveProperty('content');
  });
});
