import { Injectable } from '@nestjs/common';
import { ACCOUNT_RECOVERY_TEXT, AUTH_SERVER_ERRORS, normalizeEmail, TARGET_ADDRESS_LIMIT_TEXT } from '@comarketing/contracts';
import { clientAddressSubject, ConcurrencyLimiter, currentRequestSignal, PostgresRateLimiter, type RateLimitRule, refuseSlowly } from '@comarketing/server-kit';
import { type BffConfig } from '../bff.config';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit the BFF puts on anonymous or identity-revealing work, in sliding windows counted in
 * PostgreSQL (bff.rate_limit_hits, shared by every instance). Sized so a real small business never
 * meets them: 5 sign-in attempts per account per 15 minutes is enough for typos and too few for
 * guessing; 30 per address lets an office sign in all morning (successes are not counted) but not
 * try many accounts; 20 sign-ups per address per hour allows a whole workshop on one Wi-Fi and
 * stops mass sign-ups and address probing (a taken address answers 409); 10 e-mail changes per
 * hour per address and per account, for the same probing. A reset link may be asked for 3 times an
 * hour per e-mail address (so nobody can fill someone's inbox) and 10 times per network address,
 * a confirmation mail 3 times an hour per account (PASSWORD_RESET_LIMIT_*, VERIFICATION_MAIL_*).
 *
 * A flood from many addresses passes every per-address limit, so sign-ups are also served a few
 * at a time per instance (SIGNUP_CONCURRENCY), the rest waiting briefly, then 503: each costs a
 * password hash, and the accounts service hashes one or two at a time anyway. Every refusal is
 * answered after a second (see refuseSlowly), so a flood cannot make us refuse faster than that.
 *
 * What sends a confirmation mail is also counted per target address, in one budget whichever
 * accounts and networks ask (EMAIL_TARGET_LIMIT_PER_HOUR, default 4): sign-ups naming the address
 * (taken or fresh, as the BFF cannot tell before asking), e-mail changes to it, resends of its
 * confirmation. Per account and per network alone, many accounts from a few networks could each
 * mail one stranger; per target, a stranger gets at most 4 confirmation mails an hour however many
 * ask. 4 is one sign-up and the 3 resends an account may ask for, so the budget never stops a real
 * person before their own account's limit does.
 */
export interface AuthLimitRules {
  signInAccount: RateLimitRule;
  signInAddress: RateLimitRule;
  signUpAddress: RateLimitRule;
  emailChangeAddress: RateLimitRule;
  emailChangeAccount: RateLimitRule;
  resetRequestEmail: RateLimitRule;
  resetRequestAddress: RateLimitRule;
  verificationMailAccount: RateLimitRule;
  confirmationMailTarget: RateLimitRule;
}

export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_ACCOUNT_LIMIT = 5;
/** The default of SIGN_IN_LIMIT_PER_ADDRESS. */
export const SIGN_IN_ADDRESS_LIMIT = 30;

/** How long a refusal (429, 503) takes to arrive. */
export const REFUSAL_DELAY_MS = 1000;
/** Sign-ups waiting for their turn at most, and for how long (then 503). */
const SIGN_UP_QUEUE = 20;
const SIGN_UP_WAIT_MS = 3000;

export function authLimitRules(
  config: Pick<BffConfig, 'SIGN_IN_LIMIT_PER_ADDRESS' | 'SIGNUP_LIMIT_PER_HOUR' | 'EMAIL_CHANGE_LIMIT_PER_HOUR' | 'PASSWORD_RESET_LIMIT_PER_HOUR' | 'PASSWORD_RESET_LIMIT_PER_ADDRESS' | 'VERIFICATION_MAIL_LIMIT_PER_HOUR'> &
    Pick<BffConfig, 'EMAIL_TARGET_LIMIT_PER_HOUR'>,
): AuthLimitRules {
  const signIn = { windowMs: SIGN_IN_WINDOW_MS, message: AUTH_SERVER_ERRORS.tooManyAttempts };
  const emailChange = { limit: config.EMAIL_CHANGE_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManyEmailChanges };
  return {
    signInAccount: { name: 'sign-in:account', limit: SIGN_IN_ACCOUNT_LIMIT, ...signIn },
    signInAddress: { name: 'sign-in:address', limit: config.SIGN_IN_LIMIT_PER_ADDRESS, ...signIn },
    signUpAddress: { name: 'sign-up:address', limit: config.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManySignUps },
    emailChangeAddress: { name: 'email-change:address', ...emailChange },
    emailChangeAccount: { name: 'email-change:account', ...emailChange },
    resetRequestEmail: { name: 'password-reset:email', limit: config.PASSWORD_RESET_LIMIT_PER_HOUR, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyResetRequests },
    resetRequestAddress: { name: 'password-reset:address', limit: config.PASSWORD_RESET_LIMIT_PER_ADDRESS, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyResetRequests },
    verificationMailAccount: { name: 'verification-mail:account', limit: config.VERIFICATION_MAIL_LIMIT_PER_HOUR, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyVerificationMails },
    confirmationMailTarget: { name: 'confirmation-mail:target', limit: config.EMAIL_TARGET_LIMIT_PER_HOUR, windowMs: HOUR, message: TARGET_ADDRESS_LIMIT_TEXT.tooManyConfirmationMails },
  };
}

export const AUTH_LIMIT_RULES = 'bff:auth-limit-rules';

/** Sign-ups and e-mail changes, counted before the accounts service is asked. */
@Injectable()
export class AuthLimits {
  private readonly signUps: ConcurrencyLimiter;

  constructor(
    private readonly limiter: PostgresRateLimiter,
    private readonly rules: AuthLimitRules,
    signUpConcurrency: number,
  ) {
    this.signUps = new ConcurrencyLimiter({ concurrency: signUpConcurrency, maxQueue: SIGN_UP_QUEUE, maxWaitMs: SIGN_UP_WAIT_MS, busyMessage: AUTH_SERVER_ERRORS.busy });
  }

  /**
   * Runs `register` for a sign-up from `address`: counted per address (429 beyond the limit) and
   * served a few at a time. An address known to be blocked is refused before it takes a place in
   * the queue, so a flood from one address cannot keep others' sign-ups waiting.
   */
  signUp<T>(address: string | undefined, register: () => Promise<T>): Promise<T> {
    const counted = [{ rule: this.rules.signUpAddress, subject: clientAddressSubject(address) }];
    return refuseSlowly(async () => {
      this.limiter.refuseIfKnownBlocked(counted);
      return this.signUps.run(
        async () => {
          await this.limiter.consume(counted);
          return register();
        },
        { signal: currentRequestSignal() },
      );
    }, REFUSAL_DELAY_MS);
  }

  /** Counts a change of `userId`'s e-mail to `newEmail` from `address` (429 beyond any of the limits). */
  async emailChange(address: string | undefined, userId: string, newEmail: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.emailChangeAddress, subject: clientAddressSubject(address) },
          { rule: this.rules.emailChangeAccount, subject: userId },
          { rule: this.rules.confirmationMailTarget, subject: normalizeEmail(newEmail) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }

  /**
   * Counts a sign-up naming `email` in the address's budget of confirmation mails, taken or fresh
   * (429 beyond it), before it is served: so sign-ups (each account deleted and made again) cannot
   * mail one address more often than that.
   */
  async signUpTarget(email: string): Promise<void> {
    await refuseSlowly(() => this.limiter.consume([{ rule: this.rules.confirmationMailTarget, subject: normalizeEmail(email) }]), REFUSAL_DELAY_MS);
  }

  /** Counts a request for a reset link for `email` from `address` (429 beyond either limit). */
  async passwordResetRequest(address: string | undefined, email: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.resetRequestAddress, subject: clientAddressSubject(address) },
          { rule: this.rules.resetRequestEmail, subject: normalizeEmail(email) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }

  /** Counts a confirmation mail asked for by `userId` to `email` (429 beyond either limit). */
  async verificationMail(userId: string, email: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.verificationMailAccount, subject: userId },
          { rule: this.rules.confirmationMailTarget, subject: normalizeEmail(email) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }
}
