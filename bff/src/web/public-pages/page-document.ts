import { scriptJson } from './head-tags';

export interface PageDocumentParts {
  /** The head tags of the page (renderHeadTags). */
  head: string;
  /** Links that let the browser fetch the page's code and styles while it parses the HTML. */
  preloads: string[];
  /** The page's server-rendered HTML, or nothing (the host renders it in the browser). */
  body?: string;
  /** What the host needs to take the rendered page over (shells/host/src/federation/server-rendered-page.ts). */
  data?: unknown;
  /**
   * The page's own scripts in place of the app's: a page served without the app (its islands'
   * script) runs only these, linked in the head like the app's.
   */
  scripts?: string[];
}

// The minified build writes attributes without quotes where it can (`<div id=root>`).
const INITIAL_TITLE = /<title data-initial>[^<]*<\/title>/;
const ROOT = /<div id="?root"?><\/div>/;
const NO_SCRIPT = /<noscript>[\s\S]*?<\/noscript>/gi;
const SCRIPT_FILE = /<script\b[^>]*\bsrc=[^>]*><\/script>/gi;

/**
 * The host's index.html with a page's head, preloads, body and data put in. Throws when the
 * template lacks the places they go, so a changed index.html is noticed by the tests, not by users.
 */
export function composePageDocument(template: string, parts: PageDocumentParts): string {
  if (!INITIAL_TITLE.test(template) || !ROOT.test(template) || !template.includes('</body>')) {
    throw new Error('The host index.html lacks <title data-initial>, <div id="root"></div> or </body>');
  }
  let html = parts.scripts ? template.replace(SCRIPT_FILE, '') : template;
  html = html.replace(INITIAL_TITLE, () => [parts.head, ...parts.preloads, ...(parts.scripts ?? [])].join('\n    '));
  // A page the server rendered reads without JavaScript: the app's 'needs JavaScript' notice would be untrue there.
  if (parts.body !== undefined) html = html.replace(ROOT, () => `<div id="root">${parts.body}</div>`).replace(NO_SCRIPT, '');
  if (parts.data !== undefined) html = html.replace('</body>', () => `<script id="ssr-data" type="application/json">${scriptJson(parts.data)}</script>\n  </body>`);
  return html;
}
