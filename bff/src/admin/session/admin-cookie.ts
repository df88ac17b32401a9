import { type Request, type Response } from 'express';

/**
 * The admin session's cookie: HttpOnly, SameSite=Strict and sent only to the admin API, so no
 * owner page, no other path and no cross-site request ever carries it.
 */
export const ADMIN_COOKIE = 'cm.admin';
export const ADMIN_COOKIE_PATH = '/api/admin';
/** The spec's client names its admin session in this header; we accept it only as a second check. */
export const ADMIN_SESSION_HEADER = 'admin-session-id';

/** The admin cookie's value, if the request has one (a malformed one reads as none). */
export function readAdminCookie(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== ADMIN_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export function setAdminCookie(res: Response, token: string, expiresAt: Date, secure: boolean): void {
  res.cookie(ADMIN_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, path: ADMIN_COOKIE_PATH, expires: expiresAt });
}

export function clearAdminCookie(res: Response, secure: boolean): void {
  res.clearCookie(ADMIN_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: ADMIN_COOKIE_PATH });
}
