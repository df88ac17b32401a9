import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NextFunction, type Request, type Response } from 'express';
import onHeaders from 'on-headers';

/** How often one BFF instance sends a signed-in browser its session cookie again, with a new expiry. */
export const COOKIE_RENEWAL_INTERVAL_MS = 60_000;
/** Sessions remembered per instance; beyond this the one renewed longest ago is forgotten (and renewed again). */
const REMEMBERED = 100_000;

export interface CookieRenewalOptions {
  /** The session cookie's name (express-session's `name`). */
  name: string;
  /** express-session's `secret`: the cookie is signed as express-session signs it. */
  secret: string;
  intervalMs?: number;
  now?: () => number;
}

/**
 * Sliding sessions without a new cookie on every response. express-session's `rolling` signs and
 * sends the cookie with every answer (an HMAC and a `Set-Cookie` per read, bench/README.md); with
 * `rolling: false` it sends one only when a session is new or changed, and the browser's copy would
 * expire a fixed time after sign-in however active the owner is. This sends the cookie of a session
 * the browser already holds at most once a minute per instance, with the expiry moved on, as
 * `rolling` would; the store's copy is moved on by the (throttled) touch, so both end about the
 * idle time after the last request, give or take a minute.
 *
 * Goes straight after express-session. Writes nothing to the store: a session ended elsewhere is
 * never brought back, and one ended or replaced during this request (sign-out, sign-in) is left to
 * express-session.
 */
export function renewSessionCookie({ name, secret, intervalMs = COOKIE_RENEWAL_INTERVAL_MS, now = Date.now }: CookieRenewalOptions) {
  const renewed = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction): void => {
    const sid = req.sessionID;
    const at = now();
    const last = sid === undefined ? undefined : renewed.get(sid);
    if (sid !== undefined && req.session && (last === undefined || at - last >= intervalMs) && cookieSessionId(req, name, secret) === sid) {
      onHeaders(res, () => {
        const session = req.session;
        // Ended, or replaced by a new id (sign-in): express-session sets or clears the cookie.
        if (!session || req.sessionID !== sid) return;
        session.touch();
        // Express writes it with the session's own cookie settings, as express-session would.
        const { expires, httpOnly, secure, sameSite, path, domain } = session.cookie;
        res.cookie(name, `s:${sign(sid, secret)}`, { expires: expires ?? undefined, httpOnly, secure: secure === true, sameSite, path, domain });
        // Re-inserted, so the map's order is the order of renewals and the oldest goes first.
        renewed.delete(sid);
        renewed.set(sid, at);
        if (renewed.size > REMEMBERED) renewed.delete(renewed.keys().next().value!);
      });
    }
    next();
  };
}

/** express-session's (cookie-signature's) signature: the value, a dot, and its HMAC-SHA256 in base64 without padding. */
function sign(value: string, secret: string): string {
  return `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
}

/** The session id the request's cookie carries, when its signature holds. */
export function cookieSessionId(req: Request, name: string, secret: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    if (!value.startsWith('s:')) return undefined;
    const signed = Buffer.from(value.slice(2));
    const sid = value.slice(2, value.lastIndexOf('.'));
    const expected = Buffer.from(sign(sid, secret));
    return expected.length === signed.length && timingSafeEqual(expected, signed) ? sid : undefined;
  }
  return undefined;
}
