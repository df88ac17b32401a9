import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { LoginThrottle, type SignInAttempt } from './login-throttle/login-throttle';

// The attempt counted by LoginBodyGuard, for LocalAuthGuard to settle (the same request object).
const attempts = new WeakMap<Request, SignInAttempt>();

/**
 * Checks the login body's shape first (a malformed body is a 400, not a passport failure), then
 * counts the attempt before any password is checked (428 when a proof of work is needed, 429 when
 * a budget is spent: LoginThrottle).
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  constructor(private readonly throttle: LoginThrottle) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseInput(loginRequestSchema, req.body);
    attempts.set(req, await this.throttle.begin(req, req.body.email));
    return true;
  }
}

/**
 * Authenticates with passport-local and starts the session. passport's `req.login` regenerates
 * the session first, so the id a visitor had before signing in is never the signed-in one. The
 * attempt is settled by what the check came to (a wrong password stays counted, a success clears
 * the count, anything else gives its hits back: LoginThrottle.settle).
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const attempt = attempts.get(req);
    let allowed: boolean;
    try {
      allowed = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (attempt) await this.throttle.settle(attempt, error);
      throw error;
    }
    if (attempt) await this.throttle.settle(attempt);
    await super.logIn(req);
    return allowed;
  }
}
