import { Body, Controller, Get, HttpCode, HttpException, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ADMIN_TEXT, type AdminSession, adminLoginRequestSchema, type AdminUser, isAdminRole, type VerifiedUser } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { LoginThrottle } from '../../auth/login-throttle/login-throttle';
import { signInBrowserOf } from '../../auth/sign-in-browser';
import { BFF_CONFIG, type BffConfig } from '../../bff.config';
import { AccountsClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { StaffRefusalAudit } from '../audit/staff-refusal-audit';
import { clearAdminCookie, readAdminCookie, setAdminCookie } from './admin-cookie';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from './admin-session.guard';
import { AdminSessionStore } from './admin-session.store';

const refused = (status: HttpStatus, message: string) => new HttpException({ success: false, message, error: message }, status);

/** Admin sign-in, the current admin session, and sign-out. */
@Controller('api/admin')
export class AdminAuthController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly throttle: LoginThrottle,
    private readonly sessions: AdminSessionStore,
    private readonly audit: AuditTrail,
    private readonly refusals: StaffRefusalAudit,
  ) {}

  /**
   * Counted like an owner's sign-in (LoginThrottle: per account, address and network, or on a
   * known browser's own budget; a proof of work under pressure). A wrong password, an unknown
   * e-mail and an owner's correct password all answer 'Invalid admin credentials': the form does
   * not tell which accounts exist or which are staff. A new session replaces this browser's old one.
   * Every refusal is in the audit trail (StaffRefusalAudit says how a flood is kept from filling it).
   */
  @Post('login')
  @HttpCode(200)
  async login(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() body: unknown): Promise<AdminSession> {
    const input = parseInput(adminLoginRequestSchema, body);
    const attempt = await this.throttle.begin(req, input.email).catch((error: unknown) => this.refusals.signInThrottled(error, input.email, req.ip));
    let verified: VerifiedUser;
    try {
      // The browser is remembered as the owners' sign-ins remember theirs (a known browser keeps its own sign-in budget).
      verified = await this.accounts.verifyCredentials({ body: { ...input, browser: signInBrowserOf(req, res, this.config.COOKIE_SECURE) } });
    } catch (error) {
      await this.throttle.settle(attempt, error);
      await this.refusals.signInRefused(error, input.email, req.ip);
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) throw refused(HttpStatus.UNAUTHORIZED, ADMIN_TEXT.invalidCredentials);
      if (error instanceof HttpException && error.getStatus() === HttpStatus.FORBIDDEN) throw refused(HttpStatus.FORBIDDEN, ADMIN_TEXT.accountDeactivated);
      throw error;
    }
    // The password was right: an owner's account is refused as a wrong one would be, its count cleared all the same.
    await this.throttle.settle(attempt);
    if (!isAdminRole(verified.role)) {
      await this.refusals.signInNotStaff(input.email, req.ip, verified.id);
      throw refused(HttpStatus.UNAUTHORIZED, ADMIN_TEXT.invalidCredentials);
    }
    const user = await this.accounts.getAdminUser({ params: { userId: verified.id } });
    const { token, session } = await this.sessions.create(user.id, verified.credentialsVersion, readAdminCookie(req));
    setAdminCookie(res, token, session.expiresAt, this.config.COOKIE_SECURE);
    await this.audit.note({ actor: { id: user.id }, user }, 'admin.signed-in', { type: 'admin-session', id: session.id, label: user.email, subjectUserIds: [user.id] });
    return answer(session, user);
  }

  /** Who the admin is and when the session ends; also how the panel learns that it has none. */
  @Get('session')
  @UseGuards(AdminSessionGuard)
  session(@CurrentAdmin() admin: AdminContext): AdminSession {
    return answer({ id: admin.sessionId, idleExpiresAt: admin.idleExpiresAt, expiresAt: admin.expiresAt }, admin.user);
  }

  /** Ends this browser's admin session, live or not (no guard: an expired one must still clear its cookie). */
  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const token = readAdminCookie(req);
    if (token) await this.sessions.endByToken(token);
    clearAdminCookie(res, this.config.COOKIE_SECURE);
  }
}

function answer(session: { id: string; idleExpiresAt: Date; expiresAt: Date }, user: AdminUser): AdminSession {
  return { success: true, sessionId: session.id, user, message: ADMIN_TEXT.signedIn, idleExpiresAt: session.idleExpiresAt.toISOString(), expiresAt: session.expiresAt.toISOString() };
}
