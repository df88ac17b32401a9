import { PAGES, type PageRef } from '@comarketing/platform-registry';

export interface MatchedPage {
  page: PageRef;
  /** The page's path pattern that matched, e.g. '/blog/:slug'. */
  pattern: string;
  params: Record<string, string>;
}

/** `/blog/:slug` against `/blog/some-post` → `{ slug: 'some-post' }`; null when it does not match. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) return null;
  }
  return params;
}

const pages = Object.values(PAGES);

/**
 * Pages for visitors only that the server renders too: the sign-in form, which the browser posts
 * itself when sent before the page's script runs (auth/sign-in-form.ts), and the sign-up form,
 * readable at once and sendable once its island's script has run (its terms box and its answer
 * need it).
 */
const SERVER_RENDERED_VISITOR_PAGES: ReadonlySet<string> = new Set([PAGES.signIn.id, PAGES.signUp.id]);

/**
 * The registry page for visitors at this path, with its parameters: the pages rendered on the
 * server, the pages for everyone and the sign-in and sign-up forms. Null for unknown paths and
 * signed-in pages, which the app renders (the owner's most opened ones with their data: see
 * PublicPages).
 */
export function matchVisitorPage(pathname: string): MatchedPage | null {
  return firstPageAt(pathname, (page) => page.access === 'everyone' || SERVER_RENDERED_VISITOR_PAGES.has(page.id));
}

/** The registry page at this path (of that access, if given), with its parameters; null for an unknown path. */
export function matchAnyPage(pathname: string, access?: PageRef['access']): MatchedPage | null {
  return firstPageAt(pathname, (page) => !access || page.access === access);
}

/** The first registry page `wanted` accepts whose path matches, with its parameters. */
function firstPageAt(pathname: string, wanted: (page: PageRef) => boolean): MatchedPage | null {
  for (const page of pages) {
    if (!wanted(page)) continue;
    for (const path of page.paths) {
      const params = matchPath(path, pathname);
      if (params) return { page, pattern: path, params };
    }
  }
  return null;
}
