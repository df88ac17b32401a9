import { PROOF_OF_WORK_STATUS, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { solveProofOfWork } from './solve-proof-of-work';

/** The challenge of a 428 answer (a proof of work is asked), if the result is one. */
export function proofOfWorkAsked(result: { error?: unknown }): ProofOfWorkChallenge | undefined {
  const error = result.error as { status?: unknown; data?: { challenge?: { parameters?: unknown; signature?: unknown } } } | undefined;
  if (error?.status !== PROOF_OF_WORK_STATUS) return undefined;
  // Checked by hand, not with the contract's zod schema: the host shares this library without zod.
  const challenge = error.data?.challenge;
  return typeof challenge?.parameters === 'object' && challenge.parameters !== null && typeof challenge.signature === 'string' ? (challenge as ProofOfWorkChallenge) : undefined;
}

/** Solves twice at most: a solution refused again (it expired while solving, say) gets one more try. */
const MAX_SOLVES = 2;

/**
 * Sends a sign-in or sign-up; when the BFF asks for a proof of work (428 with a challenge), tells
 * `onSolving` (the form says so in its status line), solves it and sends again with the solution.
 * The answer is the last one: the request's own, or the 428 if it could not be solved.
 */
export async function sendWithProofOfWork<R extends { data?: unknown; error?: unknown }>(
  send: (proofOfWork?: string) => Promise<R>,
  onSolving?: (solving: boolean) => void,
  solve: (challenge: ProofOfWorkChallenge) => Promise<string> = solveProofOfWork,
): Promise<R> {
  let result = await send();
  for (let tries = 0; tries < MAX_SOLVES; tries++) {
    const challenge = proofOfWorkAsked(result);
    if (!challenge) return result;
    onSolving?.(true);
    let proofOfWork: string;
    try {
      proofOfWork = await solve(challenge);
    } catch {
      return result;
    } finally {
      onSolving?.(false);
    }
    result = await send(proofOfWork);
  }
  return result;
}
