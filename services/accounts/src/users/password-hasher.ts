import { AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { CallerGoneException, ConcurrencyLimiter, currentRequestSignal, ServerBusyException } from '@comarketing/server-kit';
import { randomBytes, randomInt } from 'node:crypto';
import { type AccountsSettings } from '../accounts.settings';
import { decoyHash, hashPassword, verifyPassword } from './password-hashing';

/**
 * Who a sign-in check is for: a browser the account has signed in or up with (only its owner can
 * have one), or an account that exists, from any other browser.
 */
export type SignInCheck = 'known-browser' | 'account';

/** The classes of hashing work, highest first. */
const CLASSES = { knownBrowser: 'sign-in:known-browser', account: 'sign-in:account', newPassword: 'new-password' } as const;

/** How long the durations of real checks are drawn from, and how many are kept. */
const SAMPLE_WINDOW_MS = 5 * 60_000;
const SAMPLES_KEPT = 64;

/**
 * Every scrypt computation of this service, through one bound (see accounts.settings): a few at
 * a time, a short queue, then 503 with Retry-After; work for a caller who has gone (the BFF gave
 * up) leaves the queue unstarted, so a flood does not outlast itself.
 *
 * Waiting work starts by class: sign-ins from a browser known for the account first, then
 * sign-ins to accounts that exist, then new hashes (sign-up, password change and reset). A class
 * may wait in only part of the queue (HASH_QUEUE_LIMIT): the account class leaves a quarter free
 * for known browsers, new hashes leave half free for sign-ins, so a flood of one class never takes
 * every place. A sign-in for an e-mail nobody has costs no scrypt at all: it is imitated (see
 * imitateSignIn), so made-up e-mails cannot fill the queue.
 */
export class PasswordHasher {
  private readonly limiter: ConcurrencyLimiter;
  private readonly busyRetrySeconds: number;
  /** When recent real account checks ended and how long each took, queue included. */
  private readonly accountCheckDurations: { at: number; ms: number }[] = [];
  private priming: Promise<unknown> | undefined;

  constructor(
    settings: AccountsSettings['hashing'],
    private readonly clock: () => number = Date.now,
  ) {
    const reservedForKnownBrowsers = Math.ceil(settings.maxQueue / 4);
    this.limiter = new ConcurrencyLimiter({
      ...settings,
      busyMessage: AUTH_SERVER_ERRORS.busy,
      classes: [
        { name: CLASSES.knownBrowser },
        { name: CLASSES.account, maxQueued: settings.maxQueue - reservedForKnownBrowsers },
        { name: CLASSES.newPassword, maxQueued: Math.floor(settings.maxQueue / 2) },
      ],
    });
    this.busyRetrySeconds = Math.max(1, Math.ceil(settings.maxWaitMs / 1000));
  }

  /** A new password's hash (sign-up, password change, reset): behind every sign-in. */
  hash(password: string): Promise<string> {
    return this.limiter.run(() => hashPassword(password), { priority: CLASSES.newPassword, signal: currentRequestSignal() });
  }

  /** A sign-in's check of an account's stored hash, in its class. */
  async verifySignIn(password: string, stored: string, check: SignInCheck): Promise<boolean> {
    const started = this.clock();
    const priority = check === 'known-browser' ? CLASSES.knownBrowser : CLASSES.account;
    const matches = await this.limiter.run(() => verifyPassword(password, stored), { priority, signal: currentRequestSignal() });
    if (check === 'account') this.noteAccountCheck(this.clock() - started);
    return matches;
  }

  /**
   * A sign-in for an e-mail no account has, answered as one to an account that exists from an
   * unknown browser would be, without computing anything: refused as busy exactly when such a
   * check would be refused, else after a wait drawn from the recent real checks' durations (queue
   * included), so neither the status nor the time tells which e-mails are registered. With no
   * recent real check to draw from, one real check of a decoy is made and timed.
   */
  async imitateSignIn(): Promise<false> {
    if (!this.limiter.admits(CLASSES.account)) throw new ServerBusyException(AUTH_SERVER_ERRORS.busy, this.busyRetrySeconds);
    const recent = this.recentAccountChecks();
    if (recent.length === 0) {
      this.priming ??= this.primeWithDecoy().finally(() => (this.priming = undefined));
      await this.priming;
      return false;
    }
    await pause(recent[randomInt(recent.length)], currentRequestSignal());
    return false;
  }

  /** A signed-in user's current password, before a change: as patient as a new hash. */
  verifyCurrent(password: string, stored: string): Promise<boolean> {
    return this.limiter.run(() => verifyPassword(password, stored), { priority: CLASSES.newPassword, signal: currentRequestSignal() });
  }

  private async primeWithDecoy(): Promise<void> {
    const stored = await decoyHash();
    await this.verifySignIn(randomBytes(16).toString('hex'), stored, 'account');
  }

  private noteAccountCheck(ms: number): void {
    this.accountCheckDurations.push({ at: this.clock(), ms });
    if (this.accountCheckDurations.length > SAMPLES_KEPT) this.accountCheckDurations.shift();
  }

  private recentAccountChecks(): number[] {
    const since = this.clock() - SAMPLE_WINDOW_MS;
    return this.accountCheckDurations.filter((d) => d.at >= since).map((d) => d.ms);
  }
}

/** Waits `ms`, or until the caller goes (then CallerGoneException, as queued work would). */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CallerGoneException());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new CallerGoneException());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
