import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * What reaches a reader, whatever an author types: Markdown (or HTML) rendered, then cut down to an
 * allow-list. No scripts, styles, frames, forms or event handlers; links only to http(s), mailto
 * and our own paths; images only from http(s) or our own media. External links open without
 * handing the page over (rel="noopener noreferrer").
 */
const IMAGE_SOURCE = /^(https?:\/\/|\/api\/blog\/media\/[0-9a-f-]+$)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'b', 'i', 'a', 'img', 'code', 'pre', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings start at h2: the page's title is the one h1.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : { href: attribs.href ?? '', ...(attribs.title ? { title: attribs.title } : {}) } };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // A link without a safe address is dropped with its text kept; an image only shows from the web
  // or from our own media (a relative path elsewhere could be anything the BFF serves).
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? '');
  },
};

/** The author's Markdown or HTML as the HTML readers get. */
export function renderSafeHtml(source: string): string {
  const html = marked.parse(source, { async: false, gfm: true, breaks: true }) as string;
  return sanitizeHtml(html, OPTIONS).trim();
}

