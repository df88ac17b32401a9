// The declarations must come with this file into every program that compiles it (the platform
// tests and the bench import the BFF from source); an import cannot bring ambient ones.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./altcha-lib.d.ts" />
import { PROOF_OF_WORK_TEXT, type ProofOfWorkChallenge, type ProofOfWorkReason, type ProofOfWorkSolution } from '@comarketing/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hkdfSync, randomInt } from 'node:crypto';

/**
 * The difficulty: PBKDF2-SHA-256 at 250 iterations per try, and the answer somewhere between the
 * 500th and the 1,000th try (ALTCHA's deterministic mode: the work is bounded, not a lottery).
 * About 190,000 iterations on average: 60-120 ms in Node's WebCrypto on this project's 2-core
 * machine, a few hundred ms on a phone in one worker (measured: bench/README.md). Issuing one
 * costs one try (about 0.3 ms, off the event loop); checking one, two HMACs.
 */
export const PROOF_OF_WORK_DIFFICULTY = { algorithm: 'PBKDF2/SHA-256', cost: 250, counterFrom: 500, counterTo: 1000 } as const;
/** A challenge must be solved and sent within this long. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** Remembers solved challenges until they expire, so each is accepted once (every instance sees it). */
export interface SolvedChallenges {
  /** Records `signature` as used until `expiresAt`; false when it already was. */
  markUsed(signature: string, expiresAt: Date): Promise<boolean>;
}

/**
 * ALTCHA proofs of work (altcha-lib, PoW version 2). Challenges are signed with keys derived
 * (HKDF) from a secret every BFF instance shares, one for the challenge and one for its answer,
 * so any instance verifies what another issued and neither key is the secret itself; they expire
 * within minutes, and a solution is accepted once.
 */
export class ProofOfWork {
  private readonly challengeKey: string;
  private readonly answerKey: string;

  constructor(
    secret: string,
    private readonly solved: SolvedChallenges,
    private readonly difficulty: { cost: number; counterFrom: number; counterTo: number } = PROOF_OF_WORK_DIFFICULTY,
  ) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'comarketing proof of work', purpose, 32)).toString('hex');
    this.challengeKey = derive('challenge signature');
    this.answerKey = derive('answer signature');
  }

  async challenge(): Promise<ProofOfWorkChallenge> {
    const challenge = await createChallenge({
      algorithm: PROOF_OF_WORK_DIFFICULTY.algorithm,
      cost: this.difficulty.cost,
      counter: randomInt(this.difficulty.counterFrom, this.difficulty.counterTo + 1),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.challengeKey,
      hmacKeySignatureSecret: this.answerKey,
    });
    return challenge as ProofOfWorkChallenge;
  }

  /** 'accepted' once per solved challenge of ours; otherwise why not. */
  async accept(solved: ProofOfWorkSolution): Promise<'accepted' | Exclude<ProofOfWorkReason, 'required'>> {
    const result = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey,
      hmacSignatureSecret: this.challengeKey,
      hmacKeySignatureSecret: this.answerKey,
      // Whatever a stranger sent: a throw is a wrong answer, never a 5xx.
    }).catch(() => ({ expired: false, verified: false }));
    if (result.expired) return 'expired';
    // Without an answer signature it would be re-derived: only challenges we issued are accepted.
    if (!result.verified || !solved.challenge.parameters.keySignature || !solved.challenge.parameters.expiresAt) return 'invalid';
    const expiresAt = new Date(solved.challenge.parameters.expiresAt * 1000);
    return (await this.solved.markUsed(solved.challenge.signature, expiresAt)) ? 'accepted' : 'used';
  }
}

/** The message of a 428 for each reason. */
export function proofOfWorkMessage(reason: ProofOfWorkReason): string {
  return reason === 'required' ? PROOF_OF_WORK_TEXT.required : PROOF_OF_WORK_TEXT.failed;
}
