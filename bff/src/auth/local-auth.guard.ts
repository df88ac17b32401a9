import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { loginRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';

/** Checks the login body's shape first, so a malformed body is a 400 and not a passport failure. */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = parseInput(loginRequestSchema, req.body);
    return true;
  }
}

/**
 * Authenticates with passport-local and starts the session. passport's `req.login` regenerates
 * the session first, so the id a visitor had before signing in is never the signed-in one.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = (await super.canActivate(context)) as boolean;
    await super.logIn(context.switchToHttp().getRequest());
    return allowed;
  }
}
