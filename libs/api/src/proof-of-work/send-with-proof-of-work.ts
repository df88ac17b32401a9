import { PROOF_OF_WORK_STATUS, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { solveProofOfWork } from './solve-proof-of-work';
import { type SolvedAhead } from './solved-ahead';

/** The challenge of a 428 answer (a proof of work is asked), if the result is one. */
export function proofOfWorkAsked(result: { error?: unknown }): ProofOfWorkChallenge | undefined {
  const error = result.error as { status?: unknown; data?: { challenge?: unknown } } | undefined;
  return error?.status === PROOF_OF_WORK_STATUS ? asChallenge(error.data?.challenge) : undefined;
}

/** `value` if it has a challenge's shape. Checked by hand, not with the contract's zod schema: the host shares this library without zod. */
export function asChallenge(value: unknown): ProofOfWorkChallenge | undefined {
  const challenge = value as { parameters?: unknown; signature?: unknown } | null | undefined;
  return typeof challenge?.parameters === 'object' && challenge.parameters !== null && typeof challenge.signature === 'string' ? (challenge as ProofOfWorkChallenge) : undefined;
}

export interface ProofOfWorkOptions {
  /** Told true while a challenge is being solved, false after (the form says so in its status line). */
  onSolving?: (solving: boolean) => void;
  solve?: (challenge: ProofOfWorkChallenge) => Promise<string>;
  /** The solution prepared while the person typed (useProofOfWorkAhead), sent with the first try. */
  solvedAhead?: SolvedAhead;
}

/** Solves twice at most: a solution refused again (it expired while solving, say) gets one more try. */
const MAX_SOLVES = 2;

/**
 * Sends a sign-in or sign-up, with the solution prepared ahead if there is one; when the BFF asks
 * for a proof of work all the same (428 with a challenge: none was prepared, or it expired), tells
 * `onSolving`, solves it and sends again with the solution. The answer is the last one: the
 * request's own, or the 428 if it could not be solved.
 */
export async function sendWithProofOfWork<R extends { data?: unknown; error?: unknown }>(
  send: (proofOfWork?: string) => Promise<R>,
  // A bare function is `onSolving`, as remotes built against libs/api 0.3.1 pass it.
  options: ProofOfWorkOptions | ProofOfWorkOptions['onSolving'] = {},
): Promise<R> {
  const { onSolving, solve = solveProofOfWork, solvedAhead } = typeof options === 'function' ? { onSolving: options } : options;
  let result = await send(await solvedAhead?.(onSolving));
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
