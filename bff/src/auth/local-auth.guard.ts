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
 * counts the attempt before any password is checked (429 when the account or address is over
 * its limit).
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  constructor(private readonly throttle: LoginThrottle) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseInput(loginRequestSchema, req.body);
    attempts.set(req, await this.throttle.begin(req.body.email, req.ip));
    return true;
  }
}

/**
 * Authenticates with passport-local and starts the session. passport's `req.login` regenerates
 * the session first, so the id a visitor had before signing in is never the signed-in one. Only a
 * success changes the counts; a failure of any kind (wrong password, time-out) stays counted.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const allowed = (await super.canActivate(context)) as boolean;
    const attempt = attempts.get(req);
    if (attempt) await this.throttle.succeeded(attempt);
    await super.logIn(req);
    return allowed;
  }
}
