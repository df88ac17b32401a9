import { AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { ConcurrencyLimiter, currentRequestSignal } from '@comarketing/server-kit';
import { type AccountsSettings } from '../accounts.settings';
import { decoyHash, hashPassword, verifyPassword } from './password-hashing';

/**
 * Every scrypt computation of this service, through one bound (see accounts.settings): a few at
 * a time, a short queue, then 503 with Retry-After. Checking a sign-in goes ahead of hashing a new
 * password, so a flood of sign-ups cannot keep owners out; and work for a caller who has gone
 * (the BFF gave up) leaves the queue unstarted, so a flood does not outlast itself.
 */
export class PasswordHasher {
  private readonly limiter: ConcurrencyLimiter;

  constructor(settings: AccountsSettings['hashing']) {
    this.limiter = new ConcurrencyLimiter({ ...settings, busyMessage: AUTH_SERVER_ERRORS.busy });
  }

  /** A new password's hash (sign-up, password change): waits behind sign-ins. */
  hash(password: string): Promise<string> {
    return this.limiter.run(() => hashPassword(password), { priority: 'low', signal: currentRequestSignal() });
  }

  /**
   * A sign-in's check, ahead of new hashes. Without a stored hash (no such user) the decoy is
   * checked, so the answer takes as long as a real one.
   */
  verifySignIn(password: string, stored: string | undefined): Promise<boolean> {
    return this.limiter.run(async () => verifyPassword(password, stored ?? (await decoyHash())), { priority: 'high', signal: currentRequestSignal() });
  }

  /** A signed-in user's current password, before a change: as patient as a new hash. */
  verifyCurrent(password: string, stored: string): Promise<boolean> {
    return this.limiter.run(() => verifyPassword(password, stored), { priority: 'low', signal: currentRequestSignal() });
  }
}
