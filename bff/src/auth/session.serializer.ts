import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { type AuthUser, type VerifiedUser } from '@comarketing/contracts';
import { type SessionUser } from '../session/session-user';

/**
 * The session keeps only the user's id, role and credentials version (so a reset link's event ends
 * the sessions begun under the old password, and none after); profile data is always read fresh.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: AuthUser | VerifiedUser | SessionUser, done: (error: Error | null, user: SessionUser) => void): void {
    const credentialsVersion = 'credentialsVersion' in user ? user.credentialsVersion : undefined;
    done(null, { id: user.id, role: user.role, ...(credentialsVersion === undefined ? {} : { credentialsVersion }) });
  }

  deserializeUser(payload: SessionUser, done: (error: Error | null, user: SessionUser) => void): void {
    done(null, payload);
  }
}
