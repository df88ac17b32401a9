import { Injectable } from '@nestjs/common';
import { AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { clientAddressSubject, PostgresRateLimiter, type RateLimitRule } from '@comarketing/server-kit';
import { type BffConfig } from '../bff.config';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit the BFF puts on anonymous or identity-revealing work, in fixed windows counted in
 * PostgreSQL (bff.rate_limit_hits, shared by every instance). Sized so a real small business never
 * meets them: 5 sign-in attempts per account per 15 minutes is enough for typos and too few for
 * guessing; 30 per address lets an office sign in all morning (successes are not counted) but not
 * try many accounts; 20 sign-ups per address per hour allows a whole workshop on one Wi-Fi and
 * stops mass sign-ups and address probing (a taken address answers 409); 10 e-mail changes per
 * hour per address and per account, for the same probing.
 */
export interface AuthLimitRules {
  signInAccount: RateLimitRule;
  signInAddress: RateLimitRule;
  signUpAddress: RateLimitRule;
  emailChangeAddress: RateLimitRule;
  emailChangeAccount: RateLimitRule;
}

export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_ACCOUNT_LIMIT = 5;
export const SIGN_IN_ADDRESS_LIMIT = 30;

export function authLimitRules(config: Pick<BffConfig, 'SIGNUP_LIMIT_PER_HOUR' | 'EMAIL_CHANGE_LIMIT_PER_HOUR'>): AuthLimitRules {
  const signIn = { windowMs: SIGN_IN_WINDOW_MS, message: AUTH_SERVER_ERRORS.tooManyAttempts };
  const emailChange = { limit: config.EMAIL_CHANGE_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManyEmailChanges };
  return {
    signInAccount: { name: 'sign-in:account', limit: SIGN_IN_ACCOUNT_LIMIT, ...signIn },
    signInAddress: { name: 'sign-in:address', limit: SIGN_IN_ADDRESS_LIMIT, ...signIn },
    signUpAddress: { name: 'sign-up:address', limit: config.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManySignUps },
    emailChangeAddress: { name: 'email-change:address', ...emailChange },
    emailChangeAccount: { name: 'email-change:account', ...emailChange },
  };
}

export const AUTH_LIMIT_RULES = 'bff:auth-limit-rules';

/** Sign-ups and e-mail changes, counted before the accounts service is asked. */
@Injectable()
export class AuthLimits {
  constructor(
    private readonly limiter: PostgresRateLimiter,
    private readonly rules: AuthLimitRules,
  ) {}

  /** Counts a sign-up from `address` (429 beyond the limit). */
  async signUp(address: string | undefined): Promise<void> {
    await this.limiter.consume([{ rule: this.rules.signUpAddress, subject: clientAddressSubject(address) }]);
  }

  /** Counts a change of `userId`'s e-mail from `address` (429 beyond either limit). */
  async emailChange(address: string | undefined, userId: string): Promise<void> {
    await this.limiter.consume([
      { rule: this.rules.emailChangeAddress, subject: clientAddressSubject(address) },
      { rule: this.rules.emailChangeAccount, subject: userId },
    ]);
  }
}
