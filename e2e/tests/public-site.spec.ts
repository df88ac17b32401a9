import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { watchConsoleErrors } from '../support/journey';
import { DEMO_PORT } from '../support/ports';

// The public site as a visitor and a crawler meet it, on the platform with demo content (its
// articles are published): every link goes somewhere real, pages arrive rendered by the server,
// and the home page loads none of the signed-in code.
test.use({ baseURL: `http://localhost:${DEMO_PORT}` });

const NOT_FOUND = '404 - Page Not Found';

/** Internal links of the page, as paths (no fragments, no mail or phone links, no API or files). */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin && !/^\/(api|objects|remotes)\//.test(url.pathname) && !/\.[a-z0-9]+$/i.test(url.pathname))
        .map((url) => `${url.pathname}${url.search}`),
    ),
  ];
}

test('every internal link from the home page and the footer leads to a real page', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = new Set<string>(['/']);
  const queue = ['/'];
  const dead: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await page.goto(path);
    await expect(page.locator('#main-content h1').first(), `${path} shows a page`).toBeVisible({ timeout: 15_000 });
    if (response?.status() === 404 || (await page.getByRole('heading', { name: NOT_FOUND }).count()) > 0) {
      dead.push(path);
      continue;
    }
    // Follow the public site only; a signed-in page's own links are another journey's business.
    const publicPage = !(await page.getByRole('heading', { name: /^Sign in/i }).count());
    if (!publicPage) continue;
    for (const link of await internalLinks(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  expect(dead, `links landing on the 404 page (visited ${seen.size}: ${[...seen].join(', ')})`).toEqual([]);
  // The footer's links, the company pages and at least one article were among them.
  for (const path of ['/about', '/how-it-works', '/partnerships', '/blog', '/support', '/terms', '/privacy']) expect(seen).toContain(path);
  expect([...seen].some((path) => /^\/blog\/[a-z0-9-]+$/.test(path))).toBe(true);
});

test('an article arrives with its head and body text filled in by the server (no JavaScript)', async ({ request }) => {
  const posts = (await (await request.get('/api/blog/posts')).json()) as Array<{ slug: string }>;
  expect(posts.length).toBeGreaterThanOrEqual(6);
  const post = (await (await request.get(`/api/blog/posts/${posts[0]!.slug}`)).json()) as { slug: string; title: string; excerpt: string; content: string };
  const response = await request.get(`/blog/${post.slug}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
  const html = await response.text();
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  expect(html).toContain('<title data-ssr-head="react">');
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain(`<link rel="canonical" href="http://localhost:${DEMO_PORT}/blog/${post.slug}"`);
  expect(html).toContain('<meta property="og:type" content="article"');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const posting = jsonLd.find((block) => block['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ headline: post.title, inLanguage: 'en-GB' });
  expect(posting?.wordCount).toEqual(expect.any(Number));
  expect(posting?.timeRequired).toMatch(/^PT\d+M$/);
  // The article itself, in the HTML: title, excerpt and the first paragraph of its body.
  expect(html).toContain(escaped(post.title));
  const firstParagraph = /<p>(.*?)<\/p>/.exec(post.content)?.[1];
  expect(firstParagraph).toBeTruthy();
  expect(html).toContain(firstParagraph!);
  expect(html).toContain('<link rel="alternate" type="application/rss+xml"');

  const missing = await request.get('/blog/no-such-article', { headers: { accept: 'text/html' } });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Article Not Found');
});

test('sitemap, robots and the feed list the published articles', async ({ request }) => {
  const posts = (await (await request.get('/api/blog/posts')).json()) as Array<{ slug: string }>;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const feed = await (await request.get('/blog/rss.xml')).text();
  for (const post of posts) {
    expect(sitemap).toContain(`/blog/${post.slug}</loc>`);
    expect(feed).toContain(`/blog/${post.slug}</link>`);
  }
  expect(sitemap).toContain('/about</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: ');
  expect(robots).toContain('Disallow: /api/');
});

test("a visitor's pages log no console errors: the session read answers nobody, not a 401", async ({ page }) => {
  const errors = watchConsoleErrors(page);
  const sessionReads: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/me') sessionReads.push(response.text().then((body) => `${response.status()} ${body}`));
  });
  // The landing page arrives rendered by the server with the visitor's session in it; a signed-in
  // page's address (the sign-in form in its place) has the host ask the session read itself.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(sessionReads.length).toBeGreaterThan(0);
  expect(new Set(await Promise.all(sessionReads))).toEqual(new Set(['200 {"user":null}']));
  expect(errors).toEqual([]);
});

test('the home page loads no signed-in code: no owner remote, no form libraries', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  const manifest = (await (await page.request.get('/remotes/public/mf-manifest.json')).json()) as { exposes: Array<{ name: string; assets: { js: { sync: string[] } } }> };
  const chunksOf = (name: string) => manifest.exposes.find((expose) => expose.name === name)?.assets.js.sync ?? [];
  const landing = new Set(chunksOf('LandingPage'));
  // What the sign-in and sign-up pages need beyond the landing page: their forms (react-hook-form, zod).
  const formChunks = [...chunksOf('SignInPage'), ...chunksOf('SignUpPage')].filter((chunk) => !landing.has(chunk));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.startsWith('/remotes/owner/'))).toEqual([]);
  expect(scripts.filter((path) => formChunks.some((chunk) => path.endsWith(chunk)))).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'home page');
});

test('a server-rendered page is replaced by the same page, not a loading screen', async ({ page }) => {
  // Record every time the main heading is missing from the page while it starts.
  await page.addInitScript(() => {
    const w = window as unknown as { headingGaps: number };
    w.headingGaps = 0;
    // From the moment the server's HTML is parsed (before any script of the page runs).
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver(() => {
        if (!document.querySelector('#main-content h1')) w.headingGaps += 1;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { headingGaps: number }).headingGaps)).toBe(0);
});
