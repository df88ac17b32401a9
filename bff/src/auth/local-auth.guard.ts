import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { LoginThrottle } from './login-throttle/login-throttle';

/**
 * Checks the login body's shape first (a malformed body is a 400, not a passport failure), then
 * whether this account or address has failed too often lately (429).
 */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  constructor(private readonly throttle: LoginThrottle) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseInput(loginRequestSchema, req.body);
    await this.throttle.assertAllowed(req.body.email, req.ip ?? 'unknown');
    return true;
  }
}

/**
 * Authenticates with passport-local and starts the session. passport's `req.login` regenerates
 * the session first, so the id a visitor had before signing in is never the signed-in one.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly throttle: LoginThrottle) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    let allowed: boolean;
    try {
      allowed = (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED) await this.throttle.recordFailure(req.body.email, req.ip ?? 'unknown');
      throw error;
    }
    await this.throttle.clearAccount(req.body.email);
    await super.logIn(req);
    return allowed;
  }
}
