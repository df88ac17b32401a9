import { useCallback, useEffect, useRef } from 'react';
import { PROOF_OF_WORK_OFFER_PATH, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { asChallenge } from './send-with-proof-of-work';
import { solveProofOfWork } from './solve-proof-of-work';

type Solve = (challenge: ProofOfWorkChallenge, signal?: AbortSignal) => Promise<string>;
/** The BFF's challenge for the next send, or none (no pressure); rejects when it cannot be read. */
export type ReadOffer = () => Promise<ProofOfWorkChallenge | null | undefined>;

/** Asks the BFF for a challenge with fetch (`GET PROOF_OF_WORK_OFFER_PATH`): for a page without the store. */
export async function readProofOfWorkOffer(): Promise<ProofOfWorkChallenge | undefined> {
  const response = await fetch(PROOF_OF_WORK_OFFER_PATH, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${PROOF_OF_WORK_OFFER_PATH} answered ${response.status}`);
  return asChallenge(((await response.json()) as { challenge?: unknown } | null)?.challenge);
}

/** The solution prepared for the next send: under way until `done`. */
interface Prepared {
  solution: Promise<string | undefined>;
  abort: AbortController;
  done: boolean;
}

/**
 * Hands a send the solution prepared for it: told `onSolving(true)` while it still has to wait for
 * the solving (the person was quicker than their phone), undefined when none was offered.
 */
export type SolvedAhead = (onSolving?: (solving: boolean) => void) => Promise<string | undefined>;

/**
 * A sign-in or sign-up form's proof of work, prepared while the person types: on arrival the form
 * asks the BFF for a challenge (`GET PROOF_OF_WORK_OFFER_PATH`); only under pressure is there one,
 * and it is solved in the background at once (solveProofOfWork gives up after half a minute). For
 * `sendWithProofOfWork`'s `solvedAhead`. `readOffer` reads the challenge (with fetch by default; the
 * store's through its cache: useProofOfWorkAhead). A solution is good for one request: each is handed to one
 * send only, and taking one prepares the next (a wrong password, then another try) while the form
 * is still there.
 */
export function useSolvedAhead(readOffer: ReadOffer = readProofOfWorkOffer, solve: Solve = solveProofOfWork): SolvedAhead {
  const prepared = useRef<Prepared | undefined>(undefined);
  const mounted = useRef(false);

  const prepare = useCallback(() => {
    prepared.current?.abort.abort();
    const abort = new AbortController();
    const next: Prepared = { solution: Promise.resolve(undefined), abort, done: false };
    next.solution = (async () => {
      const offer = await readOffer();
      if (!offer || abort.signal.aborted) return undefined;
      return solve(offer, abort.signal);
    })()
      .catch(() => undefined)
      .finally(() => (next.done = true));
    prepared.current = next;
  }, [readOffer, solve]);

  useEffect(() => {
    mounted.current = true;
    prepare();
    return () => {
      mounted.current = false;
      prepared.current?.abort.abort();
      prepared.current = undefined;
    };
  }, [prepare]);

  return useCallback(
    async (onSolving) => {
      const taken = prepared.current;
      prepared.current = undefined;
      if (!taken) return undefined;
      const waiting = !taken.done;
      if (waiting) onSolving?.(true);
      const solution = await taken.solution.finally(() => waiting && onSolving?.(false));
      // None offered means no pressure when the form opened: a 428, should one come, brings its own challenge.
      if (solution !== undefined && mounted.current) prepare();
      return solution;
    },
    [prepare],
  );
}
