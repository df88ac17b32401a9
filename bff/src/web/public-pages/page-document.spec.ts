import { composePageDocument } from './page-document';
import { escapeHtml, renderHeadTags, scriptJson } from './head-tags';
import { matchAnyPage, matchPath, matchVisitorPage } from './match-page';

const template = `<!doctype html><html><head><title data-initial>Home</title><script defer src="/js/main.js"></script></head><body><div id="root"></div></body></html>`;

describe('public page documents', () => {
  it('puts head, preloads, body and data where they belong', () => {
    const html = composePageDocument(template, { head: '<title>T</title>', preloads: ['<link rel="preload" href="/a.js" as="script">'], body: '<h1>Hi</h1>', data: { a: 1 } });
    expect(html).toContain('<head><title>T</title>\n    <link rel="preload" href="/a.js" as="script"><script defer');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('<script id="ssr-data" type="application/json">{"a":1}</script>');
    expect(html).not.toContain('data-initial');
  });

  it("drops the app's 'needs JavaScript' notice from a page the server rendered, and keeps it on the app's own pages", () => {
    const withNotice = template.replace('<body>', '<body><noscript>Needs JavaScript.</noscript>');
    expect(composePageDocument(withNotice, { head: '', preloads: [], body: '<h1>Hi</h1>' })).not.toContain('noscript');
    expect(composePageDocument(withNotice, { head: '', preloads: [] })).toContain('<noscript>Needs JavaScript.</noscript>');
  });

  it("puts a page's own scripts in place of the app's", () => {
    const html = composePageDocument(template, { head: '<title>T</title>', preloads: ['<link rel="stylesheet" href="/p.css">'], body: '<h1>Hi</h1>', scripts: ['<script defer src="/islands.js"></script>'] });
    expect(html).not.toContain('/js/main.js');
    expect(html).toContain('<title>T</title>\n    <link rel="stylesheet" href="/p.css">\n    <script defer src="/islands.js"></script>');
  });

  it('reads the minified template, whose attributes have no quotes', () => {
    const minified = '<!doctype html><html lang=en-GB><head><title data-initial>Home</title></head><body><div id=root></div></body></html>';
    expect(composePageDocument(minified, { head: '<title>T</title>', preloads: [], body: '<p>x</p>' })).toContain('<div id="root"><p>x</p></div>');
  });

  it('keeps $ patterns in the page literal (no replacement patterns)', () => {
    const html = composePageDocument(template, { head: '<title>$& $1</title>', preloads: [], body: "<p>$'</p>" });
    expect(html).toContain('<title>$& $1</title>');
    expect(html).toContain("<p>$'</p>");
  });

  it('refuses a template without its placeholders', () => {
    expect(() => composePageDocument('<html><body></body></html>', { head: '', preloads: [] })).toThrow(/data-initial/);
  });

  it('escapes text and JSON so nothing can break out of an attribute or a script', () => {
    expect(escapeHtml(`"><script>alert('x')</script>`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    const json = scriptJson({ text: '</script><script>alert(1)</script><!--' });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script><!--' });
  });

  it('renders every head tag a crawler and a link preview need, escaped', () => {
    const head = renderHeadTags({
      title: 'A "quoted" <title>',
      description: 'Desc',
      canonical: 'https://example.test/blog/a',
      ogType: 'article',
      siteName: 'Co-Marketing Hub',
      image: 'https://example.test/img.jpg',
      twitterCard: 'summary_large_image',
      jsonLd: [{ '@type': 'BlogPosting', headline: '</script>' }],
      feeds: [{ title: 'Blog', href: 'https://example.test/blog/rss.xml' }],
      article: { publishedTime: '2026-11-01T00:00:00.000Z', tags: ['Events'] },
    });
    expect(head).toContain('<title data-ssr-head="react">A &quot;quoted&quot; &lt;title&gt;</title>');
    expect(head).toContain('<link rel="canonical" href="https://example.test/blog/a" data-ssr-head>');
    expect(head).toContain('<meta property="og:type" content="article" data-ssr-head>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" data-ssr-head>');
    expect(head).toContain('<meta property="og:image" content="https://example.test/img.jpg" data-ssr-head>');
    expect(head).toContain('<meta property="article:tag" content="Events" data-ssr-head>');
    expect(head).toContain('type="application/rss+xml"');
    expect(head).not.toContain('</script><');
  });

  it('matches the registry paths with their parameters', () => {
    expect(matchPath('/blog/:slug', '/blog/a-post')).toEqual({ slug: 'a-post' });
    expect(matchPath('/blog/:slug', '/blog/a/b')).toBeNull();
    expect(matchPath('/blog/:slug', '/blog/%E0%A4%A')).toBeNull();
    expect(matchVisitorPage('/')?.page.id).toBe('landing');
    expect(matchVisitorPage('/blog/x')).toMatchObject({ page: { id: 'blogPost' }, pattern: '/blog/:slug', params: { slug: 'x' } });
    expect(matchVisitorPage('/dashboard')).toBeNull();
    expect(matchVisitorPage('/sign-up')?.page.id).toBe('signUp');
    expect(matchVisitorPage('/sign-in')?.page.id).toBe('signIn');
    expect(matchAnyPage('/dashboard')?.page.id).toBe('dashboard');
    expect(matchAnyPage('/partner-matches/abc')).toMatchObject({ page: { id: 'partnerMatches' }, params: { requestId: 'abc' } });
    expect(matchAnyPage('/no-such-page')).toBeNull();
  });
});
