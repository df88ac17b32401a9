import { type Request, type Response } from 'express';
import { BROWSER_COOKIE, describeBrowser, signInBrowserOf } from './sign-in-browser';

const request = (cookie?: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36') =>
  ({ headers: cookie ? { cookie } : {}, get: () => userAgent }) as unknown as Request;

describe('describeBrowser', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0', 'Firefox on Android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Firefox on Linux'],
    ['curl/8.5.0', 'an unrecognised browser'],
  ])('%s is %s', (userAgent, expected) => {
    expect(describeBrowser(userAgent)).toBe(expected);
  });

  it('says so when there is no User-Agent', () => {
    expect(describeBrowser(undefined)).toBe('an unrecognised browser');
  });
});

describe('signInBrowserOf', () => {
  it('keeps the id the browser already has, setting no cookie', () => {
    const res = { cookie: jest.fn() } as unknown as Response;
    const key = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(signInBrowserOf(request(`other=1; ${BROWSER_COOKIE}=${key}`), res, false)).toEqual({ key, label: 'Chrome on Linux' });
    expect(res.cookie).not.toHaveBeenCalled();
  });

  it('gives a browser without one (or with a malformed one) a new random id, in a long-lived http-only cookie', () => {
    const res = { cookie: jest.fn() } as unknown as Response;
    const first = signInBrowserOf(request(`${BROWSER_COOKIE}=short`), res, true);
    const second = signInBrowserOf(request(), res, true);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.key).not.toBe(first.key);
    expect(res.cookie).toHaveBeenCalledWith(BROWSER_COOKIE, first.key, expect.objectContaining({ httpOnly: true, sameSite: 'lax', secure: true }));
  });
});
