import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type UserRole } from '@comarketing/contracts';
import { type Request } from 'express';

/** What the session remembers about the signed-in user: who, with which role, under which password. */
export interface SessionUser {
  id: string;
  role: UserRole;
  /**
   * The credentials version the password was checked under (accounts raises it at every password
   * change); absent for a session begun by signing up, or before it was kept.
   */
  credentialsVersion?: number;
}

declare module 'express-session' {
  interface SessionData {
    passport?: { user?: SessionUser };
  }
}

/** The signed-in user, decided by the session and nothing the browser sends. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  return context.switchToHttp().getRequest<Request>().user as SessionUser;
});
