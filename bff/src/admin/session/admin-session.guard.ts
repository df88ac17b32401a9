import { type CanActivate, createParamDecorator, type ExecutionContext, ForbiddenException, HttpException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ADMIN_TEXT, type AdminActor, type AdminUser, isAdminRole } from '@comarketing/contracts';
import { type Request, type Response } from 'express';
import { BFF_CONFIG, type BffConfig } from '../../bff.config';
import { AccountsClient } from '../../clients/service-clients';
import { StaffRefusalAudit } from '../audit/staff-refusal-audit';
import { ADMIN_SESSION_HEADER, clearAdminCookie, readAdminCookie } from './admin-cookie';
import { AdminSessionStore } from './admin-session.store';

/** The admin behind a request, as the guard established it from the admin session. */
export interface AdminContext {
  sessionId: string;
  user: AdminUser;
  actor: AdminActor;
  idleExpiresAt: Date;
  expiresAt: Date;
}

declare module 'express-serve-static-core' {
  interface Request {
    admin?: AdminContext;
  }
}

/**
 * Every `/api/admin/*` route but sign-in. The admin cookie must name a live admin session; the
 * spec's `admin-session-id` header, when sent, must name that same session (a session id copied
 * to another browser is refused: that browser has no cookie for it). The user is read fresh from
 * the accounts service on every call, so a deactivated user or one whose role was taken away is
 * refused at once, and their admin sessions end. Those refusals, and a header naming another
 * session, are in the audit trail; a cookie that names no live session is not (it is what every
 * expired session sends, and costs nothing to forge in bulk).
 */
@Injectable()
export class AdminSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: AdminSessionStore,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly refusals: StaffRefusalAudit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const token = readAdminCookie(req);
    if (!token) throw new UnauthorizedException(ADMIN_TEXT.notAdmin);
    const session = await this.sessions.use(token);
    if (!session) {
      clearAdminCookie(res, this.config.COOKIE_SECURE);
      throw new UnauthorizedException(ADMIN_TEXT.sessionExpired);
    }
    const named = req.headers[ADMIN_SESSION_HEADER];
    if (named !== undefined && named !== session.id) {
      await this.refusals.sessionRefused(session, 'forged', () => this.currentUser(session.userId));
      throw new UnauthorizedException(ADMIN_TEXT.forgedSession);
    }
    const user = await this.currentUser(session.userId);
    if (!user || !user.isActive || !isAdminRole(user.role)) {
      await this.sessions.endAllOf(session.userId);
      clearAdminCookie(res, this.config.COOKIE_SECURE);
      if (!user) throw new UnauthorizedException(ADMIN_TEXT.sessionExpired);
      await this.refusals.sessionRefused(session, user.isActive ? 'not-staff' : 'deactivated', async () => user);
      throw new ForbiddenException(user.isActive ? ADMIN_TEXT.notAdmin : ADMIN_TEXT.accountDeactivated);
    }
    req.admin = { sessionId: session.id, user, actor: { id: user.id, role: user.role }, idleExpiresAt: session.idleExpiresAt, expiresAt: session.expiresAt };
    return true;
  }

  private async currentUser(id: string): Promise<AdminUser | null> {
    try {
      return await this.accounts.getAdminUser({ params: { userId: id } });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    }
  }
}

/** The signed-in admin (only on routes behind AdminSessionGuard). */
export const CurrentAdmin = createParamDecorator((_data: unknown, context: ExecutionContext): AdminContext => {
  const admin = context.switchToHttp().getRequest<Request>().admin;
  if (!admin) throw new Error('CurrentAdmin used on a route without AdminSessionGuard');
  return admin;
});
