import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type AuthUser } from '@comarketing/contracts';
import { type SessionUser } from '../session/session-user';

/**
 * The session keeps only the user's id, role and sign-in time (so a reset link's event ends the
 * sessions begun before it, and none after); profile data is always read fresh.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: AuthUser | SessionUser, done: (error: Error | null, user: SessionUser) => void): void {
    done(null, { id: user.id, role: user.role, signedInAt: 'signedInAt' in user && user.signedInAt !== undefined ? user.signedInAt : Date.now() });
  }

  deserializeUser(payload: SessionUser, done: (error: Error | null, user: SessionUser) => void): void {
    done(null, payload);
  }
}
