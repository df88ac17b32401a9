import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { type Request } from 'express';
import { type SessionUser } from '../session/session-user';

/** The `userId` values a request carries in its query string or body (the spec's client sends them). */
function claimedUserIds(req: Request): unknown[] {
  const claims: unknown[] = [];
  if (req.query && 'userId' in req.query) claims.push(req.query.userId);
  if (req.body && typeof req.body === 'object' && 'userId' in req.body) claims.push((req.body as { userId: unknown }).userId);
  return claims;
}

/**
 * Requires a signed-in session. The spec's client names the user in `userId`; we accept it only
 * when it is the session's own user, and answer 403 otherwise: identity comes from the session.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user as SessionUser | undefined;
    if (!req.isAuthenticated?.() || !user) throw new UnauthorizedException(AUTH_SERVER_ERRORS.notSignedIn);
    for (const claim of claimedUserIds(req)) {
      if (String(claim) !== user.id) throw new ForbiddenException(AUTH_SERVER_ERRORS.otherUser);
    }
    return true;
  }
}
