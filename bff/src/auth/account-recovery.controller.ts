import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ACCOUNT_RECOVERY_TEXT, type AccountRecoveryAnswer, type EmailVerificationState, forgotPasswordSchema, resetPasswordSchema, verifyEmailSchema } from '@comarketing/contracts';
import { LOGGER, parseInput } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { type Request } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { AccountsClient } from '../clients/service-clients';
import { AdminSessionStore } from '../admin/session/admin-session.store';
import { SessionRegistry } from '../session/session-registry';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { AuthLimits } from './auth-limits';
import { SignedInGuard } from './signed-in.guard';

/**
 * When 'forgot password' answers, whatever the address: a known one costs a token and an event, an
 * unknown one a lookup. The answer goes at this mark and never waits for that work, so a slow
 * known address (a busy database) cannot show in the time either.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 400;

/**
 * Password reset and e-mail confirmation: `POST /api/auth/forgot-password` (always the same neutral
 * answer, in the same time; limited per e-mail address and network address), `reset-password` (a
 * link once: the new password, then every session of the user ends), `verify-email` (a link once)
 * and, signed in, `email-verification` (is the address confirmed?) and `resend-verification`
 * (limited per account and per address).
 */
@Controller('api/auth')
export class AccountRecoveryController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(AuthLimits) private readonly limits: AuthLimits,
    private readonly sessions: SessionRegistry,
    private readonly adminSessions: AdminSessionStore,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Req() req: Request, @Body() body: unknown): Promise<AccountRecoveryAnswer> {
    const { email } = parseInput(forgotPasswordSchema, body);
    await this.limits.passwordResetRequest(req.ip, email);
    // Not awaited: its failure is logged (with the request's correlation id) and the answer is the
    // same, as telling 'that failed' would only ever happen for an address that has an account.
    this.accounts.requestPasswordReset({ body: { email } }).catch((error: unknown) => this.logger.error({ err: error }, 'a password reset request failed'));
    await sleep(FORGOT_PASSWORD_ANSWER_MS);
    return { success: true, message: ACCOUNT_RECOVERY_TEXT.resetRequested };
  }

  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: unknown): Promise<AccountRecoveryAnswer> {
    const input = parseInput(resetPasswordSchema, body);
    const { userId } = await this.accounts.resetPassword({ body: input });
    // Whoever held a session (perhaps the person who took the account) is out now, in the owner
    // app and the admin panel; the reset's event ends them too should this instance fail before
    // these lines (SessionEndsConsumer).
    await this.sessions.endAll(userId);
    await this.adminSessions.endAllOf(userId);
    return { success: true, message: ACCOUNT_RECOVERY_TEXT.passwordReset };
  }

  @Post('verify-email')
  @HttpCode(200)
  async verifyEmail(@Body() body: unknown): Promise<AccountRecoveryAnswer> {
    const { token } = parseInput(verifyEmailSchema, body);
    await this.accounts.verifyEmail({ body: { token } });
    return { success: true, message: ACCOUNT_RECOVERY_TEXT.emailVerified };
  }

  @Get('email-verification')
  @Header('cache-control', 'no-store')
  @UseGuards(SignedInGuard)
  emailVerification(@CurrentUser() user: SessionUser): Promise<EmailVerificationState> {
    return this.accounts.readEmailVerification({ params: { userId: user.id } });
  }

  @Post('resend-verification')
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  async resendVerification(@Req() req: Request, @CurrentUser() user: SessionUser): Promise<AccountRecoveryAnswer> {
    // Counted per client address (one sender holding many accounts), per account, and per the
    // address it goes to (an account's address changes, the mailbox does not).
    const { email } = await this.accounts.readEmailVerification({ params: { userId: user.id } });
    await this.limits.verificationMail(req.ip, user.id, email);
    await this.accounts.resendEmailVerification({ params: { userId: user.id } });
    return { success: true, message: ACCOUNT_RECOVERY_TEXT.verificationSent };
  }
}
