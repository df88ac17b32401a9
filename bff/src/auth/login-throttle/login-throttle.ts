import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { clientAddressSubject, clientNetworkSubject, type CountedHit, PostgresRateLimiter, refuseSlowly } from '@comarketing/server-kit';
import { type Request } from 'express';
import { AccountsClient } from '../../clients/service-clients';
import { type AuthLimitRules, REFUSAL_DELAY_MS } from '../auth-limits';
import { ProofOfWorkGate } from '../proof-of-work/proof-of-work.gate';
import { browserKeyOf } from '../sign-in-browser';
import { signInOutcome } from './sign-in-outcome';

/** A sign-in attempt, counted: what settling it needs. */
export interface SignInAttempt {
  /** The account, as normalizeEmail spells it (the accounts service finds it so). */
  account: string;
  /** The browser's key when it is known for the account: the attempt was counted on its own budget. */
  knownBrowser: string | undefined;
  hits: CountedHit[];
}

/**
 * Limits sign-in attempts (see auth-limits), owners' and staff's alike. Each attempt is counted
 * before the password is checked, so a burst of parallel guesses is cut at the limit instead of
 * all being checked first; it stays counted only when the accounts service judged the password
 * wrong (signInOutcome): a busy queue, a time-out or a caller gone gives its hits back.
 *
 * A browser known for the account (the accounts service's known browsers: it signed up or in
 * there before, and its random cookie cannot be read by anyone else) is counted on a budget of its
 * own for that account, and nothing else: strangers who exhausted the account's, their address's
 * or their network's budget cannot lock the owner out of their own device. Every other attempt is
 * counted per account, address and network, and is anonymous work: under pressure it must carry a
 * proof of work (ProofOfWorkGate), asked before anything is counted. An unknown e-mail is treated
 * exactly as an account's unknown browser, so nothing here tells which accounts exist.
 *
 * A success clears its budget's count (the browser's, or the account's) and gives its address and
 * network hits back, so successes never add up to a block.
 */
@Injectable()
export class LoginThrottle {
  constructor(
    private readonly limiter: PostgresRateLimiter,
    private readonly rules: Pick<AuthLimitRules, 'signInAccount' | 'signInAddress' | 'signInNetwork' | 'signInKnownBrowser'>,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    private readonly gate: ProofOfWorkGate,
  ) {}

  /** Counts the attempt; 428 for a proof of work, 429 with Retry-After when a budget is spent. */
  async begin(req: Request, email: string): Promise<SignInAttempt> {
    const account = normalizeEmail(email);
    const browser = browserKeyOf(req);
    const known = browser !== undefined && (await this.isKnown(email, browser));
    const entries = known
      ? [{ rule: this.rules.signInKnownBrowser, subject: knownBrowserSubject(account, browser) }]
      : [
          { rule: this.rules.signInAccount, subject: account },
          { rule: this.rules.signInAddress, subject: clientAddressSubject(req.ip) },
          { rule: this.rules.signInNetwork, subject: clientNetworkSubject(req.ip) },
        ];
    const hits = await refuseSlowly(async () => {
      if (!known) {
        // A budget this instance knows is spent is refused from memory first: no challenge is made for it.
        this.limiter.refuseIfKnownBlocked(entries);
        await this.gate.admit(req);
      }
      return this.limiter.consume(entries);
    }, REFUSAL_DELAY_MS);
    return { account, knownBrowser: known ? browser : undefined, hits };
  }

  /** Settles the attempt by what the credentials check came to: `error` is what it threw, if anything. */
  async settle(attempt: SignInAttempt, error?: unknown): Promise<void> {
    const outcome = signInOutcome(error);
    if (outcome === 'wrong-password') return;
    if (outcome === 'not-judged') {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.SERVICE_UNAVAILABLE) this.gate.busy();
      await this.limiter.release(attempt.hits);
      return;
    }
    if (attempt.knownBrowser !== undefined) {
      await this.limiter.reset(this.rules.signInKnownBrowser, knownBrowserSubject(attempt.account, attempt.knownBrowser));
      return;
    }
    await this.limiter.reset(this.rules.signInAccount, attempt.account);
    await this.limiter.release(attempt.hits.slice(1));
  }

  /** Whether the accounts service knows the browser for this e-mail; when it cannot say, unknown. */
  private async isKnown(email: string, browser: string): Promise<boolean> {
    try {
      return (await this.accounts.checkKnownBrowser({ body: { email, browser } })).known;
    } catch {
      return false;
    }
  }
}

function knownBrowserSubject(account: string, browser: string): string {
  return `${account}\n${browser}`;
}
