import { type BlogPost, type BlogPostSummary, contentApi, INTERNAL_TOKEN_HEADER, internalPath } from '@comarketing/contracts';
import { eventually } from '@comarketing/messaging/testing';
import { createLogger } from '@comarketing/server-kit';
import { JSDOM } from 'jsdom';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { seedDemoBlog } from '../src/demo-content/seed-blog';
import { type RunningPlatform } from '../src/start-platform';
import { signedInOwner, startTestPlatform } from './support/platform-test-kit';

const TOKEN = 'public-site-test-internal-token';
const run = Math.random().toString(36).slice(2, 8);
// The server-rendered pages need the host's index.html and the public remote's server build:
// `nx run embedded:test` (and so `npm test`) builds them first.
const SERVER_BUILD = resolve(__dirname, '../../../remotes/public/dist-server/render.js');

/** Parses XML strictly: jsdom throws on anything that is not well-formed. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

// The blog end to end, over real PostgreSQL and RabbitMQ in CI: the content service's API, the
// BFF's public routes, the server-rendered article, the sitemap, the feed, and how fast a publish
// reaches them.
describe('the public blog', () => {
  let platform: RunningPlatform;
  const api = () => request(platform.url);
  const content = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request(platform.serviceUrls.content)[method](path).set(INTERNAL_TOKEN_HEADER, TOKEN);
  let seeded: BlogPostSummary[];

  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_CONTENT: 'off', INTERNAL_TOKEN: TOKEN });
    // The shipped demo articles, seeded as `npm start` does (skipped when a run before seeded them).
    await seedDemoBlog({ contentUrl: platform.serviceUrls.content, internalToken: TOKEN, logger: createLogger({ name: 'seed', level: 'silent' }) });
    seeded = (await api().get('/api/blog/posts').expect(200)).body as BlogPostSummary[];
  }, 60_000);

  afterAll(() => platform?.stop());

  const publish = async (body: Record<string, unknown>): Promise<BlogPost> =>
    (await content('post', internalPath(contentApi.routes.createPost)).send({ status: 'published', ...body }).expect(201)).body as BlogPost;

  // The content service's own API (lists, drafts, views, related, sanitising) is tested in blog.spec.ts;
  // here, what the BFF makes of it for browsers and crawlers.
  it('keeps hostile HTML inert in the feed and the server-rendered page', async () => {
    const post = await publish({
      title: `Hostile ${run} </title><script>alert(1)</script>`,
      excerpt: '"><img src=x onerror=alert(1)>',
      content: '<script>alert(1)</script><img src="https://example.test/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="JAVASCRIPT:alert(4)">y</a><p style="color:red" onclick="alert(5)">text</p>',
    });
    const feed = (await api().get('/blog/rss.xml').expect(200)).text;
    const item = [...parseXml(feed).getElementsByTagName('item')].find((node) => node.getElementsByTagName('link')[0]?.textContent?.endsWith(`/blog/${post.slug}`));
    const encoded = item?.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]?.textContent ?? '';
    expect(encoded).toContain('text');
    expect(encoded).not.toMatch(/<script|onerror|onclick|javascript:|style=/i);
    const page = await api().get(`/blog/${post.slug}`).set('accept', 'text/html').expect(200);
    // Nothing the author typed becomes markup: no script of theirs, no element with a handler, no
    // javascript: link (the typed text itself may appear, escaped, as text).
    const doc = new JSDOM(page.text).window.document;
    const scripts = [...doc.querySelectorAll('script')];
    const isData = (script: Element) => /^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? '');
    expect(scripts.filter((script) => !isData(script) && script.textContent?.includes('alert('))).toEqual([]);
    // Data blocks carry the text with '<' escaped, so nothing in them can close the script element.
    expect(scripts.filter((script) => isData(script) && script.textContent?.includes('<'))).toEqual([]);
    const elements = [...doc.querySelectorAll('*')];
    expect(elements.filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).map((element) => element.outerHTML)).toEqual([]);
    expect([...doc.querySelectorAll('a[href]')].filter((link) => /^\s*javascript:/i.test(link.getAttribute('href') ?? '')).length).toBe(0);
    expect(doc.title).toContain('</title><script>alert(1)</script>');
  });

  it('serves an article as HTML a crawler can read: head, structured data and body text', async () => {
    if (!existsSync(SERVER_BUILD)) throw new Error(`${SERVER_BUILD} is missing: run the test through Nx (nx run embedded:test), which builds it`);
    const post = (await api().get(`/api/blog/posts/${seeded[0]!.slug}`).expect(200)).body as BlogPost;
    const res = await api().get(`/blog/${post.slug}`).set('accept', 'text/html').expect(200);
    const doc = new JSDOM(res.text).window.document;
    expect(doc.title).toBe(post.seoTitle ?? `${post.title} | Co-Marketing Hub Blog`);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.seoDescription ?? post.excerpt);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/blog/${post.slug}$`));
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toMatch(/^http.*\/api\/blog\/media\//);
    expect(doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const blocks = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '{}') as Record<string, unknown>);
    expect(blocks.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({ headline: post.title, inLanguage: 'en-GB', wordCount: post.wordCount });
    const main = doc.querySelector('#main-content')?.textContent ?? '';
    expect(main).toContain(post.title);
    const firstParagraph = new JSDOM(post.content).window.document.querySelector('p')?.textContent ?? '';
    expect(firstParagraph.length).toBeGreaterThan(20);
    expect(main).toContain(firstParagraph);
  });

  it('lists the published posts in a well-formed sitemap and feed, and robots.txt points to the sitemap', async () => {
    const sitemap = parseXml((await api().get('/sitemap.xml').expect(200).expect('content-type', /xml/)).text);
    const locs = [...sitemap.getElementsByTagName('loc')].map((node) => node.textContent ?? '');
    for (const post of seeded) expect(locs.some((loc) => loc.endsWith(`/blog/${post.slug}`))).toBe(true);
    const feed = parseXml((await api().get('/blog/rss.xml').expect(200).expect('content-type', /rss\+xml/)).text);
    expect(feed.getElementsByTagName('item').length).toBeGreaterThanOrEqual(seeded.length);
    const robots = (await api().get('/robots.txt').expect(200)).text;
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  it('shows a post published through the internal API in the sitemap, the feed and its page within 5 seconds, and drops it when archived', async () => {
    // Read all three first, so their answers are cached: the change must reach them through the events.
    await api().get('/sitemap.xml').expect(200);
    await api().get('/blog/rss.xml').expect(200);
    const post = await publish({ title: `Fresh ${run}`, content: 'Just published.', tags: ['Events'] });
    const everywhere = async () => {
      const [sitemap, feed, page] = await Promise.all([api().get('/sitemap.xml'), api().get('/blog/rss.xml'), api().get(`/blog/${post.slug}`).set('accept', 'text/html')]);
      return sitemap.text.includes(`/blog/${post.slug}</loc>`) && feed.text.includes(`/blog/${post.slug}</link>`) && page.status === 200 && page.text.includes(`Fresh ${run}`) ? true : undefined;
    };
    await eventually(everywhere, 5000);
    await content('put', internalPath(contentApi.routes.updatePost, { id: post.id })).send({ status: 'archived' }).expect(200);
    await eventually(async () => {
      const [sitemap, page] = await Promise.all([api().get('/sitemap.xml'), api().get(`/blog/${post.slug}`).set('accept', 'text/html')]);
      return !sitemap.text.includes(`/blog/${post.slug}</loc>`) && page.status === 404 ? true : undefined;
    }, 5000);
  });

  it("serves visitors' pages from memory, and a publish, a change and an unpublish each reach them within 5 seconds", async () => {
    const visit = (path: string, etag?: string) => {
      const call = api().get(path).set('accept', 'text/html');
      return etag ? call.set('if-none-match', etag) : call;
    };
    const blog = await visit('/blog').expect(200);
    // Kept: the same bytes again, and a browser holding them is told they have not changed.
    expect((await visit('/blog').expect(200)).headers.etag).toBe(blog.headers.etag);
    await visit('/blog', blog.headers.etag).expect(304);

    const post = await publish({ title: `Kept ${run}`, content: 'Published while the list was kept.' });
    await eventually(async () => {
      const page = await visit('/blog', blog.headers.etag);
      expect({ status: page.status, listed: page.text.includes(`Kept ${run}`) }).toEqual({ status: 200, listed: true });
      return true;
    }, 5000);
    const article = await visit(`/blog/${post.slug}`).expect(200);
    await visit(`/blog/${post.slug}`, article.headers.etag).expect(304);

    await content('put', internalPath(contentApi.routes.updatePost, { id: post.id })).send({ title: `Changed ${run}` }).expect(200);
    await eventually(async () => {
      const [list, page] = await Promise.all([visit('/blog'), visit(`/blog/${post.slug}`, article.headers.etag)]);
      expect({ article: page.status, changed: page.text.includes(`Changed ${run}`), listed: list.text.includes(`Changed ${run}`), old: list.text.includes(`Kept ${run}`) }).toEqual({ article: 200, changed: true, listed: true, old: false });
      return true;
    }, 5000);

    await content('put', internalPath(contentApi.routes.updatePost, { id: post.id })).send({ status: 'draft' }).expect(200);
    await eventually(async () => {
      const [list, page] = await Promise.all([visit('/blog'), visit(`/blog/${post.slug}`)]);
      expect({ article: page.status, listed: list.text.includes(`Changed ${run}`) }).toEqual({ article: 404, listed: false });
      return true;
    }, 5000);
  });

  it('never gives a signed-in owner the page kept for visitors, nor a 304 for it', async () => {
    // A visitor's home page is the server's HTML with its islands, without the app.
    const visitor = await api().get('/').set('accept', 'text/html').expect(200);
    expect(visitor.text).toContain('data-island="chat-assistant"');
    expect(visitor.text).not.toContain('/js/main.js');
    const { cookie } = await signedInOwner(platform);
    // The owner's is the app (their welcome page), never the visitors' copy.
    const owner = await api().get('/').set('accept', 'text/html').set('cookie', cookie).set('if-none-match', visitor.headers.etag!).expect(200);
    expect(owner.text).not.toContain('data-island=');
    expect(owner.text).toContain('/js/main.js');
    expect(owner.headers.etag).not.toBe(visitor.headers.etag);
  });
});
