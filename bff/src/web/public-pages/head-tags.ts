import { type ServerPageHead } from '@comarketing/contracts';

/**
 * What the server puts in a page's <head>: for search engines, link previews and no-JS readers. A
 * remote's server build adds its page's part (the server-render contract, libs/contracts/src/web).
 */
export type PageHead = ServerPageHead;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value safe inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// `data-ssr-head="react"`: the host renders its own copy at start (title, description and their
// social twins) and removes these; the others stay until the first navigation (shells/host).
const meta = (attr: 'name' | 'property', key: string, content: string, react = false) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" data-ssr-head${react ? '="react"' : ''}>`;

export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title data-ssr-head="react">${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description, true),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-ssr-head>`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:title', head.title, true),
    meta('property', 'og:description', head.description, true),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', 'en_GB'),
    meta('name', 'twitter:card', head.twitterCard),
    meta('name', 'twitter:title', head.title, true),
    meta('name', 'twitter:description', head.description, true),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image), meta('name', 'twitter:image', head.image));
    if (head.imageAlt) tags.push(meta('property', 'og:image:alt', head.imageAlt), meta('name', 'twitter:image:alt', head.imageAlt));
  }
  if (head.article) {
    if (head.article.publishedTime) tags.push(meta('property', 'article:published_time', head.article.publishedTime));
    if (head.article.modifiedTime) tags.push(meta('property', 'article:modified_time', head.article.modifiedTime));
    for (const tag of head.article.tags) tags.push(meta('property', 'article:tag', tag));
  }
  if (head.keywords?.length) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  for (const feed of head.feeds ?? []) {
    tags.push(`<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" data-ssr-head>`);
  }
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json" data-ssr-head>${scriptJson(block)}</script>`);
  return tags.join('\n    ');
}
