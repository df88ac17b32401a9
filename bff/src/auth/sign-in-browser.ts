import { type SignInBrowser } from '@comarketing/contracts';
import { type Request, type Response } from 'express';
import { randomBytes } from 'node:crypto';

/** The browser's own long-lived random id, to tell a sign-in from a new browser (login alerts). */
export const BROWSER_COOKIE = 'cm.browser';
const BROWSER_COOKIE_DAYS = 400; // the longest a browser keeps a cookie (RFC 6265bis)
const BROWSER_KEY = /(?:^|;\s*)cm\.browser=([A-Za-z0-9_-]{22,64})(?:;|$)/;

/** The browser's id from its cookie, if it has one (nothing is set). */
export function browserKeyOf(req: Request): string | undefined {
  return BROWSER_KEY.exec(req.headers.cookie ?? '')?.[1];
}

/**
 * The browser a sign-up or sign-in comes from: its id from the browser cookie, or a new one set
 * now (so its next sign-in is a known browser), and what its User-Agent says it is. The id is only
 * a name for the browser, not a credential: it signs nobody in.
 */
export function signInBrowserOf(req: Request, res: Response | undefined, secure: boolean): SignInBrowser {
  let key = browserKeyOf(req);
  if (!key) {
    key = randomBytes(24).toString('base64url');
    res?.cookie(BROWSER_COOKIE, key, { httpOnly: true, sameSite: 'lax', secure, maxAge: BROWSER_COOKIE_DAYS * 86_400_000, path: '/' });
  }
  return { key, label: describeBrowser(req.get('user-agent')) };
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows", from a User-Agent; what it cannot tell, it says so. */
export function describeBrowser(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `a browser on ${system}` : 'an unrecognised browser');
}
