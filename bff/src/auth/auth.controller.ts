import { Body, ConflictException, Controller, ForbiddenException, Get, HttpCode, HttpException, Inject, Param, Post, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { AUTH_SERVER_ERRORS, type AuthResponse, type AuthUser, registerRequestSchema, type SessionResponse, type VerifiedUser } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { BFF_CONFIG, type BffConfig } from '../bff.config';
import { AccountsClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { AuthLimits } from './auth-limits';
import { LocalAuthGuard, LoginBodyGuard } from './local-auth.guard';
import { endSession, startSession } from './session-lifecycle';
import { signInBrowserOf } from './sign-in-browser';
import { isSignInFormPost, redirectSignedIn, SignInFormFailureFilter } from './sign-in-form';
import { SignedInGuard } from './signed-in.guard';

@Controller('api/auth')
export class AuthController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(AuthLimits) private readonly limits: AuthLimits,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly reads: PersonalReadCache,
  ) {}

  /**
   * Creates the account and signs it in (a new session id). Once the input is valid (an invalid
   * one never reaches the accounts service): a proof of work under pressure, counted per address
   * and network, taken addresses included, and served a few at a time (see AuthLimits).
   */
  @Post('register')
  @HttpCode(201)
  async register(@Req() req: Request, @Res({ passthrough: true }) res: Response, @Body() body: unknown): Promise<AuthResponse> {
    const input = parseInput(registerRequestSchema, body);
    // The browser that signs up is known from the start: its later sign-ins send no login alert.
    const browser = signInBrowserOf(req, res, this.config.COOKIE_SECURE);
    let user: AuthUser;
    try {
      // Also per target address: each sign-up may send that address a confirmation mail.
      user = await this.limits.signUp(req, input.email, () => this.accounts.registerUser({
        body: {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          companyName: input.companyName,
          password: input.password,
          agreeToMarketing: input.agreeToMarketing ?? false,
          browser,
        },
      }));
    } catch (error) {
      // The spec's client reads `success` and `error` on a failed registration.
      if (error instanceof HttpException && error.getStatus() === 409) {
        throw new ConflictException({ success: false, message: AUTH_SERVER_ERRORS.duplicateEmail, error: AUTH_SERVER_ERRORS.duplicateEmail });
      }
      throw error;
    }
    await startSession(req, user);
    return { success: true, user };
  }

  /**
   * Signs in with an e-mail and password. The app sends JSON and gets `{ success, user }`; the
   * sign-in page's own form, posted before its script runs, is sent on to the page it came for, or
   * back to the form with the reason (sign-in-form.ts).
   */
  @Post('login')
  @UseGuards(LoginBodyGuard, LocalAuthGuard)
  @UseFilters(SignInFormFailureFilter)
  login(@Req() req: Request, @Res() res: Response): void {
    if (isSignInFormPost(req)) return redirectSignedIn(req, res);
    // The public shape only: the credentials version stays in the session.
    const { credentialsVersion: _kept, ...user } = req.user as VerifiedUser;
    const answer: AuthResponse = { success: true, user };
    res.status(200).json(answer);
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await endSession(req, res);
  }

  /**
   * Who is signed in, from the accounts service (cached briefly: PersonalReadCache): `{ user }`, or
   * `{ user: null }` for a visitor, with 200 either way (a visitor is not an error; the contract's
   * sessionResponseSchema). A user that no longer exists is signed out and answered as a visitor.
   * The only route a visitor reads without a 401: every other signed-in route keeps SignedInGuard.
   */
  @Get('me')
  async me(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SessionResponse> {
    const session = req.isAuthenticated?.() ? (req.user as SessionUser | undefined) : undefined;
    if (!session) return { user: null };
    try {
      return { user: await this.reads.read(session.id, 'me', () => this.fetchUser(session.id)) };
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) {
        await endSession(req, res);
        return { user: null };
      }
      throw error;
    }
  }

  @Get('user/:id')
  @UseGuards(SignedInGuard)
  user(@Param('id') id: string, @CurrentUser() session: SessionUser): Promise<AuthUser> {
    if (id !== session.id) throw new ForbiddenException(AUTH_SERVER_ERRORS.otherUser);
    return this.fetchUser(id);
  }

  private fetchUser(id: string): Promise<AuthUser> {
    return this.accounts.getUser({ params: { userId: id } });
  }
}
