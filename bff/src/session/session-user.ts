import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type UserRole } from '@comarketing/contracts';
import { type Request } from 'express';

/** What the session remembers about the signed-in user: who, with which role, and since when. */
export interface SessionUser {
  id: string;
  role: UserRole;
  /** Epoch milliseconds of the sign-in; absent in sessions begun before it was kept. */
  signedInAt?: number;
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
