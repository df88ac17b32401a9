import { type BlogPost } from '@comarketing/contracts';
import { HOME_TITLE } from '@comarketing/platform-registry';
import express, { type NextFunction, type Request, type Response } from 'express';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { type HttpAdapterHost } from '@nestjs/core';
import { type BffConfig } from '../../bff.config';
import { BlogContentCache, type BlogSource } from './blog-content.cache';
import { keptPagesMiddleware, pagesMiddleware } from './pages.middleware';
import { OwnApi } from './own-api';
import { PublicPages } from './public-pages.service';
import { RemoteAssets } from './remote-assets';
import { ServerRenderer } from './server-renderer';

// These pages are a visitor's or the app's shell: none reads the API as a signed-in user.
const noApi = new OwnApi({ httpAdapter: undefined } as unknown as HttpAdapterHost);

const TEMPLATE = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title data-initial>Home</title><script defer src="/js/main.js"></script></head><body><div id="root"></div></body></html>`;

// Stands in for the public remote's server build: renderPage shows what it was asked to render;
// preparePage reads through the sources it is given and answers entries the BFF cannot interpret.
const FAKE_RENDER_PAGE = `exports.renderPage = (input) => {
  if (input.url.includes('explode')) throw new Error('render failure');
  const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const island = input.pageId === 'about' ? '<div class="island" data-island="back-button" data-island-props="{}"><button>Back</button></div>' : '';
  return island + '<h1>Rendered ' + escape(input.pageId) + '</h1><p data-entries="' + escape(JSON.stringify(input.entries)) + '">' + escape(input.assetBase) + '</p>';
};`;
const FAKE_PREPARE_PAGE = `exports.preparePage = async (page, sources) => {
  if (page.url.includes('prepare-fails')) throw new Error('prepare failure');
  const entries = [{ fake: 'visitor' }];
  if (page.pageId === 'about') return { status: 'ok', entries, hydration: 'islands' };
  if (page.pageId === 'blog') {
    const posts = await sources.publishedPosts();
    return { status: 'ok', entries: [...entries, { fake: 'list', slugs: posts.map((post) => post.slug) }] };
  }
  if (page.pageId !== 'blogPost') return { status: 'ok', entries };
  const post = await sources.postBySlug(page.params.slug);
  if (!post) return { status: 'not-found', entries, head: { title: 'Article Not Found | Co-Marketing Hub Blog', noindex: true } };
  const related = await sources.relatedPosts(post.id);
  return {
    status: 'ok',
    entries: [...entries, { fake: 'article', slug: post.slug, related: related.map((other) => other.slug) }],
    head: {
      title: post.title + ' | Co-Marketing Hub Blog',
      description: post.excerpt,
      canonical: page.origin + '/blog/' + post.slug,
      ogType: 'article',
      image: page.origin + post.featuredImage,
      twitterCard: 'summary_large_image',
      jsonLd: [{ '@type': 'BlogPosting', headline: post.title }],
    },
  };
};`;
const FAKE_SERVER_BUILD = `${FAKE_RENDER_PAGE}\n${FAKE_PREPARE_PAGE}`;

const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'BlogPostPage', path: './BlogPostPage', assets: { js: { sync: ['js/article.1234abcd.js'] }, css: { sync: ['css/article.1234abcd.css'] } } },
    { name: 'AboutPage', path: './AboutPage', assets: { js: { sync: ['js/about.5678abcd.js'] }, css: { sync: ['css/about.5678abcd.css'] } } },
  ],
};

const ISLANDS_MANIFEST = {
  entry: { js: ['islands/js/runtime.aaaa1111.js', 'islands/js/islands.bbbb2222.js'], css: [] },
  islands: { 'back-button': { js: ['islands/js/island-back-button.cccc3333.js'], css: [] }, 'blog-list': { js: ['islands/js/island-blog-list.dddd4444.js'], css: [] } },
};

function post(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: '0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f0001',
    slug: 'a-post',
    title: 'Splitting a leaflet run',
    excerpt: 'How two shops share one print bill.',
    content: '<p>Two shops, one print bill.</p>',
    status: 'published',
    tags: ['Budgeting', 'Local Marketing'],
    featuredImage: '/api/blog/media/0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f00aa',
    publishedAt: '2026-11-02T09:00:00.000Z',
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-03T09:00:00.000Z',
    readingTime: 4,
    wordCount: 800,
    viewCount: 3,
    seoTitle: null,
    seoDescription: null,
    ...overrides,
  };
}

describe('server-rendered pages', () => {
  const roots: string[] = [];
  let app: express.Express;
  let pages: PublicPages;
  let posts: BlogPost[];
  const source: { -readonly [K in keyof BlogSource]: BlogSource[K] } = {
    listPublished: async () => posts,
    tags: async () => [...new Set(posts.flatMap((p) => p.tags))].sort(),
    related: async (id) => posts.filter((p) => p.id !== id).slice(0, 3),
  };
  let signedIn = false;
  const logger = pino({ level: 'silent' });
  const cache = new BlogContentCache(source, logger);

  /** The BFF's pages over a web root whose public remote has this server build. */
  function site(serverBuild: string, { islands = true }: { islands?: boolean } = {}): { app: express.Express; pages: PublicPages } {
    const root = mkdtempSync(join(tmpdir(), 'public-pages-'));
    roots.push(root);
    mkdirSync(join(root, 'shells/host/dist'), { recursive: true });
    mkdirSync(join(root, 'remotes/public/dist'), { recursive: true });
    mkdirSync(join(root, 'remotes/public/dist-server'), { recursive: true });
    writeFileSync(join(root, 'shells/host/dist/index.html'), TEMPLATE);
    writeFileSync(join(root, 'remotes/public/dist/mf-manifest.json'), JSON.stringify(MANIFEST));
    if (islands) {
      mkdirSync(join(root, 'remotes/public/dist/islands'), { recursive: true });
      writeFileSync(join(root, 'remotes/public/dist/islands/islands-manifest.json'), JSON.stringify(ISLANDS_MANIFEST));
    }
    writeFileSync(join(root, 'remotes/public/dist-server/render.js'), serverBuild);
    const config = { PORT: 8080, WEB_ROOT: root, PUBLIC_ORIGIN: 'https://comarketing.example', REMOTE_PUBLIC_URL: '/remotes/public/mf-manifest.json', REMOTE_OWNER_URL: '/remotes/owner/mf-manifest.json' } as unknown as BffConfig;
    const pages = new PublicPages(config, logger, cache, new RemoteAssets(config, logger), new ServerRenderer(config, logger), noApi);
    const app = express();
    app.use(keptPagesMiddleware(pages));
    app.use((req: Request, _res: Response, next: NextFunction) => {
      if (signedIn) (req as Request & { user?: object }).user = { id: 'u1' };
      next();
    });
    app.use(pagesMiddleware(pages, pino({ level: 'silent' })));
    app.use((_req, res) => void res.status(404).json({ message: 'Not Found' }));
    return { app, pages };
  }

  beforeAll(() => {
    ({ app, pages } = site(FAKE_SERVER_BUILD));
  });

  beforeEach(() => {
    posts = [post(), post({ id: '0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f0002', slug: 'second', title: 'Second', tags: ['Events'] })];
    signedIn = false;
    source.listPublished = async () => posts;
    // As a content.post.* event does.
    cache.invalidate('test');
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(() => {
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  /** A page as a browser asks for it: signed in, it carries its session cookie (the fake above signs it in). */
  const page = (path: string) => {
    const call = request(app).get(path).set('accept', 'text/html');
    return signedIn ? call.set('cookie', 'cm.sid=s%3Asigned-in') : call;
  };

  it('renders the home page for a visitor with its head, body and the data the browser takes over', async () => {
    const res = await page('/').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-transform');
    expect(res.text).toContain(`<title data-ssr-head="react">${HOME_TITLE}</title>`);
    expect(res.text).toContain('<link rel="canonical" href="https://comarketing.example/" data-ssr-head>');
    expect(res.text).toContain('"@type":"Organization"');
    expect(res.text).toContain('<div id="root"><h1>Rendered landing</h1>');
    expect(res.text).toContain('<script id="ssr-data" type="application/json">{"page":{"remote":"public","module":"LandingPage"},"entries":[{"fake":"visitor"}]}</script>');
    expect(res.text).not.toContain('data-initial');
  });

  it("serves a page its server build marks 'islands' without the app: the islands script and the chunks of the islands it holds, no app script or data", async () => {
    const res = await page('/about').expect(200);
    expect(res.text).toContain('<div id="root"><div class="island" data-island="back-button"');
    expect(res.text).not.toContain('/js/main.js');
    expect(res.text).not.toContain('ssr-data');
    expect(res.text).not.toContain('remoteEntry.js');
    expect(res.text).toContain('<script defer src="/remotes/public/islands/js/runtime.aaaa1111.js"></script>');
    expect(res.text).toContain('<script defer src="/remotes/public/islands/js/islands.bbbb2222.js"></script>');
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/public/islands/js/island-back-button.cccc3333.js">');
    expect(res.text).toContain('<link rel="stylesheet" href="/remotes/public/css/about.5678abcd.css">');
    expect(res.text).not.toContain('island-blog-list');
  });

  it('serves the islands of a new islands build within a second of it, not the kept page naming the removed chunks', async () => {
    const own = site(FAKE_SERVER_BUILD);
    const root = roots[roots.length - 1]!;
    const before = await request(own.app).get('/about').set('accept', 'text/html').expect(200);
    expect(before.text).toContain('island-back-button.cccc3333.js');
    const file = join(root, 'remotes/public/dist/islands/islands-manifest.json');
    writeFileSync(file, JSON.stringify({ ...ISLANDS_MANIFEST, islands: { 'back-button': { js: ['islands/js/island-back-button.eeee5555.js'], css: [] } } }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2_000);
    const after = await request(own.app).get('/about').set('accept', 'text/html').expect(200);
    expect(after.text).toContain('island-back-button.eeee5555.js');
    expect(after.text).not.toContain('cccc3333');
  });

  it('serves the app in its place when the remote has no islands build to read', async () => {
    const res = await request(site(FAKE_SERVER_BUILD, { islands: false }).app).get('/about').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('<script defer src="/js/main.js"></script>');
    expect(res.text).toContain('ssr-data');
    expect(res.text).not.toContain('/islands/js/');
  });

  it('renders an article with the answers it shows, its Open Graph, Twitter card and BlogPosting, and preloads its code', async () => {
    const res = await page('/blog/a-post').expect(200);
    expect(res.text).toContain('<title data-ssr-head="react">Splitting a leaflet run | Co-Marketing Hub Blog</title>');
    expect(res.text).toContain('<meta name="description" content="How two shops share one print bill." data-ssr-head="react">');
    expect(res.text).toContain('<link rel="canonical" href="https://comarketing.example/blog/a-post" data-ssr-head>');
    expect(res.text).toContain('<meta property="og:type" content="article" data-ssr-head>');
    expect(res.text).toContain('<meta property="og:image" content="https://comarketing.example/api/blog/media/0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f00aa" data-ssr-head>');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" data-ssr-head>');
    expect(res.text).toContain('"@type":"BlogPosting"');
    expect(res.text).toContain('data-entries="[{&quot;fake&quot;:&quot;visitor&quot;},{&quot;fake&quot;:&quot;article&quot;,&quot;slug&quot;:&quot;a-post&quot;,&quot;related&quot;:[&quot;second&quot;]}]"');
    expect(res.text).toContain('<link rel="stylesheet" href="/remotes/public/css/article.1234abcd.css">');
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/public/remoteEntry.js">');
    expect(res.text).toContain('<link rel="preload" as="script" href="/remotes/public/js/article.1234abcd.js">');
  });

  it('answers 404 for an article that is not published, and for unknown paths (without indexing them)', async () => {
    const missing = await page('/blog/nothing-here').expect(404);
    expect(missing.text).toContain('Article Not Found | Co-Marketing Hub Blog');
    expect(missing.text).toContain('<meta name="robots" content="noindex" data-ssr-head>');
    const unknown = await page('/no-such-page').expect(404);
    expect(unknown.text).toContain('<meta name="robots" content="noindex" data-ssr-head>');
    expect(unknown.text).toContain('<div id="root"></div>');
  });

  it("preloads the code and styles of the page the app will show: the page itself signed in, the sign-in form in its place for a visitor", async () => {
    signedIn = true;
    const about = await page('/about').expect(200);
    expect(about.text).toContain('<div id="root"></div>');
    expect(about.text).toContain('<link rel="preload" as="script" href="/remotes/public/remoteEntry.js">');
    signedIn = false;
    const dashboard = await page('/dashboard').expect(200);
    expect(dashboard.text).toContain('<link rel="preload" as="script" href="/remotes/public/remoteEntry.js">');
    expect(dashboard.text).not.toContain('/remotes/owner/');
  });

  it("preloads the owner's own home at '/', not the landing page", async () => {
    signedIn = true;
    const home = await page('/').expect(200);
    expect(home.text).not.toContain('/remotes/public/');
  });

  it('fills only the head for signed-in users and for signed-in pages (the app renders them)', async () => {
    const dashboard = await page('/dashboard').expect(200);
    expect(dashboard.text).toContain('<title data-ssr-head="react">Dashboard | Co-Marketing Hub</title>');
    expect(dashboard.text).toContain('<div id="root"></div>');
    signedIn = true;
    const home = await page('/').expect(200);
    expect(home.text).toContain('<div id="root"></div>');
    expect(home.text).not.toContain('ssr-data');
  });

  it('serves the page without its body when the render fails', async () => {
    const res = await page('/about?explode=1').expect(200);
    expect(res.text).toContain('<title data-ssr-head="react">About Us | Co-Marketing Hub</title>');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('keeps hostile post text inert in the head', async () => {
    posts = [post({ title: '</title><script>alert(1)</script>', excerpt: '"><img src=x onerror=alert(1)>' })];
    const res = await page('/blog/a-post').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).not.toMatch(/<script>alert|<img src=x/);
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(head).toContain('\\u003c/title\\u003e\\u003cscript\\u003e');
  });

  it("takes a page's data, status and head from the remote's preparePage, read through the BFF's sources", async () => {
    const res = await page('/blog').expect(200);
    const data = JSON.parse(/<script id="ssr-data" type="application\/json">(.*?)<\/script>/.exec(res.text)?.[1] ?? 'null') as unknown;
    expect(data).toEqual({ page: { remote: 'public', module: 'BlogPage' }, entries: [{ fake: 'visitor' }, { fake: 'list', slugs: ['a-post', 'second'] }] });
    // The same entries were rendered with.
    expect(res.text).toContain('data-entries="[{&quot;fake&quot;:&quot;visitor&quot;},{&quot;fake&quot;:&quot;list&quot;');
  });

  it('renders a page without its data, and says why, when the content cannot be read', async () => {
    const warn = jest.spyOn(logger, 'warn');
    source.listPublished = () => Promise.reject(new Error('content service unreachable'));
    const res = await page('/blog').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Rendered blog</h1>');
    expect(res.text).toContain('"entries":[]}</script>');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ page: 'blog', read: 'publishedPosts' }), 'page answers unavailable: rendering without them');
  });

  it("renders without data when the remote's preparePage throws or answers nonsense", async () => {
    const warn = jest.spyOn(logger, 'warn');
    const res = await page('/blog/a-post?prepare-fails=1').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Rendered blogPost</h1><p data-entries="[]">');
    expect(res.text).toContain('"entries":[]}</script>');
    expect(res.text).toContain('<title data-ssr-head="react">Blog | Co-Marketing Hub</title>');
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ page: 'blogPost' }), 'page answers unavailable: rendering without them');
    const nonsense = site(`${FAKE_RENDER_PAGE}\nexports.preparePage = async () => ({ status: 200, entries: 'x' });`);
    expect((await request(nonsense.app).get('/blog/a-post').set('accept', 'text/html').expect(200)).text).toContain('"entries":[]}</script>');
  });

  it('renders without data with a server build older than preparePage', async () => {
    const older = site(FAKE_RENDER_PAGE);
    const res = await request(older.app).get('/blog/a-post').set('accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root"><h1>Rendered blogPost</h1><p data-entries="[]">');
    expect(res.text).toContain('<script id="ssr-data" type="application/json">{"page":{"remote":"public","module":"BlogPostPage"},"entries":[]}</script>');
  });

  it("previews a post through the remote's preparePage, marked noindex and without scripts", async () => {
    const draft = post({ slug: 'a-draft', title: 'Not published yet', status: 'draft', publishedAt: null });
    const html = await pages.previewDocument(draft);
    expect(html).toContain('<title data-ssr-head="react">Not published yet | Co-Marketing Hub Blog</title>');
    expect(html).toContain('<meta name="robots" content="noindex" data-ssr-head>');
    expect(html).toContain('<h1>Rendered blogPost</h1><p data-entries="[{&quot;fake&quot;:&quot;visitor&quot;},{&quot;fake&quot;:&quot;article&quot;,&quot;slug&quot;:&quot;a-draft&quot;,&quot;related&quot;:[]}]"');
    expect(html).toContain('<link rel="stylesheet" href="/remotes/public/css/article.1234abcd.css">');
    expect(html).not.toMatch(/<script\b/);
  });

  it("serves a visitor's page from memory, with a validator, until the posts change", async () => {
    const renders = jest.spyOn(ServerRenderer.prototype, 'render');
    const first = await page('/blog').expect(200);
    const again = await page('/blog').expect(200);
    expect(again.text).toBe(first.text);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.headers.etag).toMatch(/^"[\w-]+-gzip"$/);
    expect(first.headers['cache-control']).toBe('no-cache, no-transform');
    expect(first.headers['content-encoding']).toBe('gzip');
    await page('/blog').set('if-none-match', first.headers.etag!).expect(304);
    // A post published: the content event clears the posts, and the page is made afresh.
    posts = [...posts, post({ id: '0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f0003', slug: 'third', title: 'Third' })];
    cache.invalidate('content.post.published');
    const changed = await page('/blog').set('if-none-match', first.headers.etag!).expect(200);
    expect(changed.text).toContain('&quot;third&quot;');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
  });

  it('sends the Brotli copy to a browser that takes it, and the plain page to one that takes nothing', async () => {
    await page('/about').expect(200);
    const brotli = await page('/about').set('accept-encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotli.text).toContain('<h1>Rendered about</h1>');
    await page('/about').set('accept-encoding', 'br').set('if-none-match', brotli.headers.etag!).expect(304);
    const plain = await page('/about').set('accept-encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).not.toBe(brotli.headers.etag);
    expect(plain.text).toContain('<h1>Rendered about</h1>');
  });

  it('does not keep a page opened from a personal link (its address carries the secret)', async () => {
    const renders = jest.spyOn(ServerRenderer.prototype, 'render');
    await page('/reset-password?token=secret-of-one-person').expect(200);
    await page('/reset-password?token=secret-of-one-person').expect(200);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('keeps one page for an address whatever tracking parameters a shared link carries', async () => {
    const renders = jest.spyOn(ServerRenderer.prototype, 'render');
    const first = await page('/partnerships?utm_source=newsletter&fbclid=abc').expect(200);
    const again = await page('/partnerships?utm_campaign=spring&gclid=xyz').expect(200);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.text).not.toContain('fbclid');
  });

  it('sends a page it does not keep plain, for the compression on the way out (no copies made)', async () => {
    const res = await page('/blog/nothing-here').set('accept-encoding', 'identity').expect(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('does not keep a page rendered without its data', async () => {
    source.listPublished = () => Promise.reject(new Error('content service unreachable'));
    expect((await page('/blog').expect(200)).text).toContain('"entries":[]}</script>');
    source.listPublished = async () => posts;
    expect((await page('/blog').expect(200)).text).toContain('&quot;a-post&quot;');
  });

  it("never serves a signed-in user the visitors' page, nor a 304 for it", async () => {
    const visitor = await page('/').expect(200);
    expect(visitor.text).toContain('ssr-data');
    signedIn = true;
    const owner = await page('/').set('if-none-match', visitor.headers.etag!).expect(200);
    expect(owner.text).not.toContain('ssr-data');
    expect(owner.text).toContain('<div id="root"></div>');
  });

  it('leaves files and the API alone', async () => {
    await request(app).get('/api/blog/posts').set('accept', 'text/html').expect(404, { message: 'Not Found' });
    await request(app).get('/favicon.svg').set('accept', 'text/html').expect(404);
  });
});
