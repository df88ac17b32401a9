import { type AuthUser, type VerifiedUser } from '@comarketing/contracts';
import { type Request, type Response } from 'express';

export const SESSION_COOKIE = 'cm.sid';

/**
 * Signs the user in: passport regenerates the session id, then stores the user in it, with the
 * credentials version the password was checked under when there is one (see SessionUser).
 */
export function startSession(req: Request, user: AuthUser | VerifiedUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (error) => (error ? reject(error) : resolve())));
}

/** Signs out for good: the session row is deleted and the cookie cleared, so the old id is dead. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}
