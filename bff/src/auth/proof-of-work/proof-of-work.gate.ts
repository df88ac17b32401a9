import { HttpException } from '@nestjs/common';
import { decodeProofOfWork, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_STATUS, type ProofOfWorkChallenge, type ProofOfWorkReason, type ProofOfWorkRequired } from '@comarketing/contracts';
import { type Request } from 'express';
import { type AuthPressure } from './auth-pressure';
import { type ProofOfWork, proofOfWorkMessage } from './proof-of-work';

/**
 * How long a 428 takes to arrive: a flood that never solves is held to two requests per second
 * per connection (refusals wait a second, see refuseSlowly), while a person's browser, asked
 * once, loses little before it starts solving.
 */
export const CHALLENGE_DELAY_MS = 500;

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
  constructor(
    private readonly pow: ProofOfWork,
    private readonly pressure: AuthPressure,
    private readonly delayMs = CHALLENGE_DELAY_MS,
  ) {}

  async admit(req: Request): Promise<void> {
    this.pressure.note();
    if (!this.pressure.isOn()) return;
    const solved = decodeProofOfWork(req.get(PROOF_OF_WORK_HEADER));
    const verdict = solved ? await this.pow.accept(solved) : 'required';
    if (verdict === 'accepted') return;
    const [challenge] = await Promise.all([this.pow.challenge(), new Promise((resolve) => setTimeout(resolve, this.delayMs))]);
    throw new ProofOfWorkRequiredException(verdict, challenge);
  }

  /** A bound refused work as busy (see AuthPressure.busy). */
  busy(): void {
    this.pressure.busy();
  }
}
