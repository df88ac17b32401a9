import { encodeProofOfWork, PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge as a browser would, answering the header to send it back in. */
export async function solvedHeader(challenge: unknown): Promise<Record<string, string>> {
  const asked = challenge as ProofOfWorkChallenge;
  const solution = await solveChallenge({ challenge: asked, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return { [PROOF_OF_WORK_HEADER]: encodeProofOfWork({ challenge: asked, solution }) };
}
