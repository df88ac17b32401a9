import { type BlogPost } from '@comarketing/contracts';
import { JSDOM } from 'jsdom';
import { indexablePaths, robotsTxt, rssXml, sitemapXml } from './feeds';

/** Parses XML strictly: jsdom's XML parser throws on anything not well-formed. */
const parseXml = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

const post = (slug: string, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: `0b7e2c4e-5a36-4f7e-9a59-2b7a1d0f${String(slug.length).padStart(4, '0')}`,
  slug,
  title: `Title of ${slug}`,
  excerpt: 'An excerpt & more',
  content: '<p>Body with <a href="https://example.test/?a=1&amp;b=2">a link</a> and ]]> inside.</p>',
  status: 'published',
  tags: ['Events'],
  featuredImage: '/api/blog/media/x',
  publishedAt: '2026-11-02T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-03T09:00:00.000Z',
  readingTime: 4,
  wordCount: 800,
  viewCount: 0,
  seoTitle: null,
  seoDescription: null,
  ...overrides,
});

describe('feeds for crawlers', () => {
  const origin = 'https://comarketing.example';
  const posts = [post('first'), post('second-post', { title: 'Fish & <Chips>' })];

  it('lists the public pages and every published post in a well-formed sitemap', () => {
    const doc = parseXml(sitemapXml(origin, posts));
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(expect.arrayContaining([`${origin}/`, `${origin}/about`, `${origin}/blog`, `${origin}/privacy`, `${origin}/blog/first`, `${origin}/blog/second-post`]));
    expect(locs).not.toContain(`${origin}/dashboard`);
    expect(locs).not.toContain(`${origin}/sign-in`);
    expect(indexablePaths()).not.toContain('/landing');
    const lastmods = [...doc.getElementsByTagName('lastmod')].map((node) => node.textContent);
    expect(lastmods).toContain('2026-11-03T09:00:00.000Z');
  });

  it('writes a well-formed RSS 2.0 feed with the full content, whatever the text holds', () => {
    const doc = parseXml(rssXml(origin, posts, (p) => `${origin}${p.featuredImage}`));
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    expect(items[1]!.getElementsByTagName('title')[0]!.textContent).toBe('Fish & <Chips>');
    expect(items[0]!.getElementsByTagName('link')[0]!.textContent).toBe(`${origin}/blog/first`);
    const encoded = items[0]!.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]!.textContent;
    expect(encoded).toContain('Body with <a href="https://example.test/?a=1&amp;b=2">a link</a> and ]]> inside.');
    expect(encoded).toContain(`<img src="${origin}/api/blog/media/x"`);
    expect(doc.getElementsByTagName('language')[0]!.textContent).toBe('en-GB');
  });

  it('keeps crawlers out of the API and the signed-in screens and points them to the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain('Disallow: /partner-matches');
    expect(robots).toContain('Disallow: /admin');
    expect(robots).not.toMatch(/Disallow: \/\n/);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
