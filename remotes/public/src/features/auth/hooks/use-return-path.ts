import { useLocation } from 'react-router-dom';
import { pagePath, RETURN_PARAM, safeReturnPath } from '@comarketing/platform-registry';

const FORM_PATHS = new Set([pagePath('signIn'), pagePath('signUp')]);

export interface ReturnPath {
  /** The page asked for, on this site, or null (then sign-in and sign-up go to /dashboard). */
  returnTo: string | null;
  /**
   * The sign-in form stands in for a signed-in page at that page's own address (the host's gate):
   * once signed in, the host shows the page there, so nothing needs to navigate.
   */
  inPlace: boolean;
}

/**
 * Where to go after signing in or up: at /sign-in and /sign-up, their `next` parameter if it is a
 * path of this site; anywhere else the form is in place, so the address itself, query included.
 */
export function useReturnPath(): ReturnPath {
  const { pathname, search, hash } = useLocation();
  if (FORM_PATHS.has(pathname)) return { returnTo: safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)), inPlace: false };
  return { returnTo: safeReturnPath(`${pathname}${search}${hash}`), inPlace: true };
}
