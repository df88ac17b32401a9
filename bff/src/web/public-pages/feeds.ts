import { BLOG_TEXTS, type BlogPost, COMPANY } from '@comarketing/contracts';
import { PAGES } from '@comarketing/platform-registry';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] as string);
/** HTML inside CDATA: the one sequence that would end it is split across two sections. */
const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

export const postUrl = (origin: string, post: Pick<BlogPost, 'slug'>) => `${origin}/blog/${encodeURIComponent(post.slug)}`;

/** The public pages worth indexing: pages for everyone with a fixed path (not sign-in/up, not /landing, which repeats /). */
export function indexablePaths(): string[] {
  return Object.values(PAGES)
    .filter((page) => page.access === 'everyone')
    .flatMap((page) => page.paths)
    .filter((path) => !path.includes(':') && path !== '/landing');
}

/** sitemaps.org: the public pages, then every published post with its last change. */
export function sitemapXml(origin: string, posts: BlogPost[]): string {
  const newest = posts.reduce<string | undefined>((latest, post) => (!latest || post.updatedAt > latest ? post.updatedAt : latest), undefined);
  const urls = [
    ...indexablePaths().map((path) => ({ loc: `${origin}${path}`, lastmod: path === '/blog' ? newest : undefined })),
    ...posts.map((post) => ({ loc: postUrl(origin, post), lastmod: post.updatedAt })),
  ];
  const entries = urls.map(({ loc, lastmod }) => `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site; the API, the signed-in screens and the admin panel are not for them. */
export function robotsTxt(origin: string): string {
  const signedIn = [...new Set(Object.values(PAGES).filter((page) => page.access === 'signed-in' || page.access === 'staff').flatMap((page) => page.paths))]
    .filter((path) => path !== '/')
    .map((path) => path.split('/:')[0]);
  const disallow = ['/api/', '/mf/', ...signedIn].map((path) => `Disallow: ${path}`);
  return [`User-agent: *`, `Allow: /`, ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** RSS 2.0 of the published posts, newest first, with their full (sanitised) content. */
export function rssXml(origin: string, posts: BlogPost[], mediaUrl: (post: BlogPost) => string | undefined): string {
  const title = `${COMPANY.productName} Blog`;
  const items = posts.map((post) => {
    const image = mediaUrl(post);
    const body = `${image ? `<p><img src="${xml(image)}" alt="" width="1200" height="630"></p>` : ''}${post.content}`;
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(postUrl(origin, post))}</link>`,
      `      <guid isPermaLink="false">${xml(post.id)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt ?? post.createdAt)}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      `      <content:encoded>${cdata(body)}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const updated = posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(title)}</title>`,
    `    <link>${xml(`${origin}/blog`)}</link>`,
    `    <description>${xml(BLOG_TEXTS.heroTitle)}: practical joint-marketing advice for UK small businesses.</description>`,
    '    <language>en-GB</language>',
    `    <atom:link href="${xml(`${origin}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(updated ? [`    <lastBuildDate>${rfc822(updated)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
