import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ACCOUNT_RECOVERY_TEXT, AUTH_SERVER_ERRORS, normalizeEmail, TARGET_ADDRESS_LIMIT_TEXT } from '@comarketing/contracts';
import { CallerGoneException, clientAddressSubject, clientNetworkSubject, ConcurrencyLimiter, currentRequestSignal, PostgresRateLimiter, type RateLimitRule, refuseSlowly } from '@comarketing/server-kit';
import { type Request } from 'express';
import { type BffConfig } from '../bff.config';
import { type ProofOfWorkGate } from './proof-of-work/proof-of-work.gate';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every limit the BFF puts on anonymous or identity-revealing work, in sliding windows counted in
 * PostgreSQL (bff.rate_limit_hits, shared by every instance). Sized so a real small business never
 * meets them: 5 sign-in attempts per account per 15 minutes is enough for typos and too few for
 * guessing; 30 per address lets an office sign in all morning (successes are not counted) but not
 * try many accounts; 150 per network (an IPv4 /24, an IPv6 /48: clientNetworkSubject) stops a
 * flood from many addresses of a few networks, and is more than the failed sign-ins of a mobile
 * carrier's NAT pool on a platform this size. A browser known for the account (it signed up or in
 * there before: the owner's own) is counted apart, 10 per 15 minutes for that account and that
 * browser only, so strangers exhausting the account's, address's or network's budget never lock
 * the owner out of their own device (OWASP's device cookies); see login-throttle.
 * 20 sign-ups per address per hour allows a whole workshop on one Wi-Fi and stops mass sign-ups
 * and address probing (a taken address answers 409), 60 per network; 10 e-mail changes per
 * hour per address and per account, for the same probing. A reset link may be asked for 3 times an
 * hour per e-mail address (so nobody can fill someone's inbox) and 10 times per network address,
 * a confirmation mail 3 times an hour per account (PASSWORD_RESET_LIMIT_*, VERIFICATION_MAIL_*).
 *
 * A flood from many addresses passes every per-address limit, so sign-ups are also served a few
 * at a time per instance (SIGNUP_CONCURRENCY), the rest waiting briefly, then 503: each costs a
 * password hash, and the accounts service hashes one or two at a time anyway. Under pressure a
 * sign-up must first carry a solved proof of work (ProofOfWorkGate), so a flood that does not solve
 * them never reaches the queue. Every refusal is answered after a second (see refuseSlowly), so a
 * flood cannot make us refuse faster than that.
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
  signInNetwork: RateLimitRule;
  signInKnownBrowser: RateLimitRule;
  signUpAddress: RateLimitRule;
  signUpNetwork: RateLimitRule;
  emailChangeAddress: RateLimitRule;
  emailChangeAccount: RateLimitRule;
  resetRequestEmail: RateLimitRule;
  resetRequestAddress: RateLimitRule;
  verificationMailAccount: RateLimitRule;
  verificationMailAddress: RateLimitRule;
  confirmationMailTarget: RateLimitRule;
}

export const SIGN_IN_WINDOW_MS = 15 * MINUTE;
export const SIGN_IN_ACCOUNT_LIMIT = 5;
/** The default of SIGN_IN_LIMIT_PER_ADDRESS. */
export const SIGN_IN_ADDRESS_LIMIT = 30;
/** The default of SIGN_IN_LIMIT_PER_NETWORK. */
export const SIGN_IN_NETWORK_LIMIT = 150;
/** Attempts from a browser known for the account, per account and browser. */
export const SIGN_IN_KNOWN_BROWSER_LIMIT = 10;

/** How long a refusal (429, 503) takes to arrive. */
export const REFUSAL_DELAY_MS = 1000;
/** Sign-ups waiting for their turn at most, and for how long (then 503). */
const SIGN_UP_QUEUE = 20;
const SIGN_UP_WAIT_MS = 3000;

export function authLimitRules(
  config: Pick<BffConfig, 'SIGN_IN_LIMIT_PER_ADDRESS' | 'SIGN_IN_LIMIT_PER_NETWORK' | 'SIGNUP_LIMIT_PER_HOUR' | 'SIGNUP_LIMIT_PER_NETWORK' | 'EMAIL_CHANGE_LIMIT_PER_HOUR' | 'PASSWORD_RESET_LIMIT_PER_HOUR' | 'PASSWORD_RESET_LIMIT_PER_ADDRESS' | 'VERIFICATION_MAIL_LIMIT_PER_HOUR' | 'VERIFICATION_MAIL_LIMIT_PER_ADDRESS' | 'EMAIL_TARGET_LIMIT_PER_HOUR'>,
): AuthLimitRules {
  const signIn = { windowMs: SIGN_IN_WINDOW_MS, message: AUTH_SERVER_ERRORS.tooManyAttempts };
  const emailChange = { limit: config.EMAIL_CHANGE_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManyEmailChanges };
  return {
    signInAccount: { name: 'sign-in:account', limit: SIGN_IN_ACCOUNT_LIMIT, ...signIn },
    signInAddress: { name: 'sign-in:address', limit: config.SIGN_IN_LIMIT_PER_ADDRESS, ...signIn },
    signInNetwork: { name: 'sign-in:network', limit: config.SIGN_IN_LIMIT_PER_NETWORK, ...signIn },
    signInKnownBrowser: { name: 'sign-in:known-browser', limit: SIGN_IN_KNOWN_BROWSER_LIMIT, ...signIn },
    signUpAddress: { name: 'sign-up:address', limit: config.SIGNUP_LIMIT_PER_HOUR, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManySignUps },
    signUpNetwork: { name: 'sign-up:network', limit: config.SIGNUP_LIMIT_PER_NETWORK, windowMs: HOUR, message: AUTH_SERVER_ERRORS.tooManySignUps },
    emailChangeAddress: { name: 'email-change:address', ...emailChange },
    emailChangeAccount: { name: 'email-change:account', ...emailChange },
    resetRequestEmail: { name: 'password-reset:email', limit: config.PASSWORD_RESET_LIMIT_PER_HOUR, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyResetRequests },
    resetRequestAddress: { name: 'password-reset:address', limit: config.PASSWORD_RESET_LIMIT_PER_ADDRESS, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyResetRequests },
    verificationMailAccount: { name: 'verification-mail:account', limit: config.VERIFICATION_MAIL_LIMIT_PER_HOUR, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyVerificationMails },
    verificationMailAddress: { name: 'verification-mail:address', limit: config.VERIFICATION_MAIL_LIMIT_PER_ADDRESS, windowMs: HOUR, message: ACCOUNT_RECOVERY_TEXT.tooManyVerificationMails },
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
    private readonly gate: ProofOfWorkGate,
  ) {
    this.signUps = new ConcurrencyLimiter({ concurrency: signUpConcurrency, maxQueue: SIGN_UP_QUEUE, maxWaitMs: SIGN_UP_WAIT_MS, busyMessage: AUTH_SERVER_ERRORS.busy });
  }

  /**
   * Runs `register` for a sign-up naming `email` from `req`: under pressure only with a proof of
   * work (428), counted per address and network, and in the named address's budget of
   * confirmation mails, taken or fresh (429 beyond any: sign-ups, each account deleted and made
   * again, cannot mail one address more often than that), and served a few at a time. The target
   * is counted after the proof of work, so a flood that does not solve cannot spend a stranger's
   * budget. An address known to be blocked is refused before it takes a place in the queue, so a
   * flood from one address cannot keep others' sign-ups waiting. A sign-up the accounts service
   * never judged (busy, timed out, failed, caller gone) gives its hits back; a taken address stays
   * counted.
   */
  async signUp<T>(req: Request, email: string, register: () => Promise<T>): Promise<T> {
    // From the narrowest subject to the widest, as the limiter remembers refusals (PostgresRateLimiter.consume).
    const counted = [
      { rule: this.rules.confirmationMailTarget, subject: normalizeEmail(email) },
      { rule: this.rules.signUpAddress, subject: clientAddressSubject(req.ip) },
      { rule: this.rules.signUpNetwork, subject: clientNetworkSubject(req.ip) },
    ];
    return refuseSlowly(async () => {
      // A blocked address or network is refused from memory first: no challenge is made for it.
      this.limiter.refuseIfKnownBlocked(counted);
      await this.gate.admit(req);
      return this.signUps.run(
        async () => {
          const hits = await this.limiter.consume(counted);
          try {
            return await register();
          } catch (error) {
            const judged = error instanceof HttpException && error.getStatus() < 500 && !(error instanceof CallerGoneException);
            if (!judged) await this.limiter.release(hits);
            throw error;
          }
        },
        { signal: currentRequestSignal() },
      ).catch((error: unknown) => {
        // This instance's bound or the accounts service's said busy: pressure, so the next sign-ups prove work first.
        if (error instanceof HttpException && error.getStatus() === HttpStatus.SERVICE_UNAVAILABLE) this.gate.busy();
        throw error;
      });
    }, REFUSAL_DELAY_MS);
  }

  /** Counts a change of `userId`'s e-mail to `newEmail` from `address` (429 beyond any of the limits). */
  async emailChange(address: string | undefined, userId: string, newEmail: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.emailChangeAccount, subject: userId },
          { rule: this.rules.confirmationMailTarget, subject: normalizeEmail(newEmail) },
          { rule: this.rules.emailChangeAddress, subject: clientAddressSubject(address) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }

  /** Counts a request for a reset link for `email` from `address` (429 beyond either limit). */
  async passwordResetRequest(address: string | undefined, email: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.resetRequestEmail, subject: normalizeEmail(email) },
          { rule: this.rules.resetRequestAddress, subject: clientAddressSubject(address) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }

  /** Counts a confirmation mail asked for by `userId` from `address` to `email` (429 beyond any limit). */
  async verificationMail(address: string | undefined, userId: string, email: string): Promise<void> {
    await refuseSlowly(
      () =>
        this.limiter.consume([
          { rule: this.rules.verificationMailAccount, subject: userId },
          { rule: this.rules.confirmationMailTarget, subject: normalizeEmail(email) },
          { rule: this.rules.verificationMailAddress, subject: clientAddressSubject(address) },
        ]),
      REFUSAL_DELAY_MS,
    );
  }
}
