import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { timingSafeEqual } from 'node:crypto';
import { type Request } from 'express';

const OPEN_ROUTE = 'comarketing:open-route';
/**
 * The `reason` of a refusal by this guard: a caller (the BFF's ServiceClient) tells "you, the
 * server, called me wrongly" apart from a 401/403 about the user, and never passes it on.
 */
export const INTERNAL_TOKEN_REFUSED = 'internal-token-refused';
/** Marks a route that needs no internal token (health checks for orchestrators). */
export const OpenRoute = () => SetMetadata(OPEN_ROUTE, true);

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Domain services are reachable only by the BFF and each other: every call must carry the shared
 * internal token. Browsers never see it.
 */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  constructor(
    private readonly token: string,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.reflector.getAllAndOverride<boolean>(OPEN_ROUTE, [context.getHandler(), context.getClass()])) return true;
    const header = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    if (header === undefined) throw new UnauthorizedException({ message: 'Missing internal token', reason: INTERNAL_TOKEN_REFUSED });
    if (!tokensMatch(this.token, header)) throw new ForbiddenException({ message: 'Invalid internal token', reason: INTERNAL_TOKEN_REFUSED });
    return true;
  }
}
