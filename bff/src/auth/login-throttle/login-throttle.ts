import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { clientAddressSubject, type CountedHit, PostgresRateLimiter, refuseSlowly } from '@comarketing/server-kit';
import { type AuthLimitRules, REFUSAL_DELAY_MS } from '../auth-limits';

/** A sign-in attempt, counted: what a success gives back. */
export interface SignInAttempt {
  email: string;
  addressHit: CountedHit;
}

/**
 * Limits sign-in attempts per account and per address (see auth-limits). Each attempt is counted
 * before the password is checked, so a burst of parallel guesses is cut at the limit instead of
 * all being checked first; a guess that fails, times out or errors stays counted. The account is
 * counted under normalizeEmail, the spelling under which the accounts service finds it, so no
 * other spelling of the same address starts a fresh count. A success clears its account's count
 * and takes its own hit back from the address, so successes never add up to a block.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: PostgresRateLimiter,
    private readonly rules: Pick<AuthLimitRules, 'signInAccount' | 'signInAddress'>,
  ) {}

  /** Counts the attempt; 429 with Retry-After when the account or the address is over its limit. */
  async begin(email: string, address: string | undefined): Promise<SignInAttempt> {
    const [, addressHit] = await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.signInAccount, subject: normalizeEmail(email) },
          { rule: this.rules.signInAddress, subject: clientAddressSubject(address) },
        ]),
      REFUSAL_DELAY_MS,
    );
    return { email, addressHit };
  }

  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.limiter.reset(this.rules.signInAccount, normalizeEmail(attempt.email));
    await this.limiter.release([attempt.addressHit]);
  }
}
