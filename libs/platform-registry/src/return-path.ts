import { pagePath } from './page-path';

/** The query parameter of /sign-in and /sign-up that names the page to return to afterwards. */
export const RETURN_PARAM = 'next';

/** Where sign-in and sign-up go when no page was asked for. */
export const DEFAULT_AFTER_AUTH = pagePath('dashboard');

/** Longer than any address of ours: a longer one is not worth parsing. */
const MAX_LENGTH = 2048;
// Resolved against a base no page can have, a path of this site keeps that origin.
const BASE = 'https://return-path.invalid';
// Back to the forms themselves would only show them again (or send a signed-in user on to /dashboard).
const AUTH_PAGES = new Set([pagePath('signIn'), pagePath('signUp')]);

/**
 * Browsers drop tabs and newlines from a URL and read '\' as '/', so '/\evil.com' or '/\t/evil.com'
 * would leave the site: any of them, and any other control character, refuses the path.
 */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === '\\') return true;
  }
  return false;
}

/**
 * The page to go to after signing in or up, if `value` names one on this site: a path from the
 * root ('/partner-matches/<id>?match=<id>'), answered normalised. Anything that could leave the
 * site is refused (null): absolute URLs, `javascript:` and other schemes, protocol-relative
 * '//evil.com', '/\evil.com', control characters, and dot segments that resolve to '//'. The
 * sign-in and sign-up forms themselves are refused too.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//') || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` carrying the page to return to when there is one (`?next=`). */
export function withReturnPath(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_PARAM]: returnTo }).toString()}` : path;
}

/** The sign-in or sign-up page's path, carrying the page to return to when there is one. */
export function authPagePath(page: 'signIn' | 'signUp', returnTo: string | null): string {
  return withReturnPath(pagePath(page), returnTo);
}
