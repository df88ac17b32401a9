import { HttpException } from '@nestjs/common';
import { decodeProofOfWork, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_STATUS, type ProofOfWorkChallenge, type ProofOfWorkReason, type ProofOfWorkRequired } from '@comarketing/contracts';
import { clientNetworkSubject } from '@comarketing/server-kit';
import { type Request } from 'express';
import { type AuthPressure } from './auth-pressure';
import { type ProofOfWork, proofOfWorkMessage } from './proof-of-work';

/**
 * How long a 428 takes to arrive, but for a network's first in a minute: a flood that never solves
 * is held to two requests per second per connection (refusals wait a second, see refuseSlowly). A
 * person's browser is asked once: the first ask of a network (clientNetworkSubject) in a minute is
 * answered at once, so the person loses nothing before their browser starts solving; at most
 * IMMEDIATE_ASKS_PER_SECOND such a second per instance, so a flood from ever new networks is
 * delayed all the same.
 */
export const CHALLENGE_DELAY_MS = 500;
const ASKED_MEMORY_MS = 60_000;
const ASKED_KEPT = 10_000;
const IMMEDIATE_ASKS_PER_SECOND = 10;
/**
 * Challenges offered to forms ahead (offer()): a person's form asks once when it opens, so a
 * network is offered this many a minute, and an instance this many a second in all; beyond, the
 * form is offered none and its request takes the 428 path. Each offer costs one PBKDF2 try.
 */
const OFFERS_PER_NETWORK_PER_MINUTE = 20;
const OFFERS_PER_SECOND = 50;

/** A bucket of `perSecond` tokens, refilled continuously. */
class TokenBucket {
  private tokens: number;
  private refilledAt = 0;

  constructor(
    private readonly perSecond: number,
    private readonly clock: () => number,
  ) {
    this.tokens = perSecond;
  }

  take(): boolean {
    const now = this.clock();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return false;
    this.tokens--;
    return true;
  }
}

/** 428 with the challenge to solve, in the platform's error shape. */
export class ProofOfWorkRequiredException extends HttpException {
  constructor(reason: ProofOfWorkReason, challenge: ProofOfWorkChallenge) {
    const body: ProofOfWorkRequired & { error: string } = { message: proofOfWorkMessage(reason), reason, challenge, error: 'Precondition Required' };
    super(body, PROOF_OF_WORK_STATUS);
  }
}

/**
 * The door of anonymous work (a sign-up, a sign-in from a browser not known for the account):
 * counts it toward the pressure, and under pressure lets it through only with a proof of work
 * solved for one of our challenges and never used before; otherwise answers 428 with a challenge.
 * Known browsers never come here.
 */
export class ProofOfWorkGate {
  /** When each network was last asked, oldest first; bounded. */
  private readonly asked = new Map<string, number>();
  /** Each network's offers in its current minute, oldest first; bounded. */
  private readonly offered = new Map<string, { since: number; count: number }>();
  private readonly immediateAsks: TokenBucket;
  private readonly offers: TokenBucket;

  constructor(
    private readonly pow: ProofOfWork,
    private readonly pressure: AuthPressure,
    private readonly delayMs = CHALLENGE_DELAY_MS,
    private readonly clock: () => number = Date.now,
  ) {
    this.immediateAsks = new TokenBucket(IMMEDIATE_ASKS_PER_SECOND, clock);
    this.offers = new TokenBucket(OFFERS_PER_SECOND, clock);
  }

  async admit(req: Request): Promise<void> {
    this.pressure.note();
    if (!this.pressure.isOn()) return;
    const solved = decodeProofOfWork(req.get(PROOF_OF_WORK_HEADER));
    const verdict = solved ? await this.pow.accept(solved) : 'required';
    if (verdict === 'accepted') return;
    const delayMs = this.askedRecently(clientNetworkSubject(req.ip)) || !this.immediateAsks.take() ? this.delayMs : 0;
    const [challenge] = await Promise.all([this.pow.challenge(), new Promise((resolve) => setTimeout(resolve, delayMs))]);
    throw new ProofOfWorkRequiredException(verdict, challenge);
  }

  /**
   * A challenge for a form to solve before it sends (GET PROOF_OF_WORK_OFFER_PATH), while the
   * pressure is on and within the offers' budgets (OFFERS_PER_NETWORK_PER_MINUTE,
   * OFFERS_PER_SECOND); null otherwise, and to another site's page (its visitors' browsers would
   * spend our budget). Not counted toward the pressure, nor delayed: the request it is solved for
   * still passes through admit().
   */
  async offer(req: Request): Promise<ProofOfWorkChallenge | null> {
    if (!this.pressure.isOn() || req.get('sec-fetch-site') === 'cross-site') return null;
    if (!this.mayOffer(clientNetworkSubject(req.ip)) || !this.offers.take()) return null;
    return this.pow.challenge();
  }

  /** Whether the network was asked within the last minute; notes this ask. */
  private askedRecently(network: string): boolean {
    const now = this.clock();
    const last = this.asked.get(network);
    this.asked.delete(network);
    this.asked.set(network, now);
    if (this.asked.size > ASKED_KEPT) this.asked.delete(this.asked.keys().next().value!);
    return last !== undefined && now - last < ASKED_MEMORY_MS;
  }

  /** Whether the network may be offered one more challenge this minute; counts it. */
  private mayOffer(network: string): boolean {
    const now = this.clock();
    const current = this.offered.get(network);
    const entry = current && now - current.since < ASKED_MEMORY_MS ? current : { since: now, count: 0 };
    this.offered.delete(network);
    this.offered.set(network, entry);
    if (this.offered.size > ASKED_KEPT) this.offered.delete(this.offered.keys().next().value!);
    entry.count++;
    return entry.count <= OFFERS_PER_NETWORK_PER_MINUTE;
  }

  /** A bound refused work as busy (see AuthPressure.busy). */
  busy(): void {
    this.pressure.busy();
  }
}
