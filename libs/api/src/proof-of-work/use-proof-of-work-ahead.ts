import { useCallback, useEffect, useRef } from 'react';
import { type ProofOfWorkChallenge } from '@comarketing/contracts';
import { sessionApi } from '../endpoints/session';
import { useAppDispatch } from '../hooks';
import { solveProofOfWork } from './solve-proof-of-work';

type Solve = (challenge: ProofOfWorkChallenge, signal?: AbortSignal) => Promise<string>;

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
 * `sendWithProofOfWork`'s `solvedAhead`. A solution is good for one request: each is handed to one
 * send only, and taking one prepares the next (a wrong password, then another try) while the form
 * is still there.
 */
export function useProofOfWorkAhead(solve: Solve = solveProofOfWork): SolvedAhead {
  const dispatch = useAppDispatch();
  const prepared = useRef<Prepared | undefined>(undefined);
  const mounted = useRef(false);

  const prepare = useCallback(() => {
    prepared.current?.abort.abort();
    const abort = new AbortController();
    const next: Prepared = { solution: Promise.resolve(undefined), abort, done: false };
    next.solution = (async () => {
      const offer = await dispatch(sessionApi.endpoints.getProofOfWorkOffer.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (!offer.data || abort.signal.aborted) return undefined;
      return solve(offer.data, abort.signal);
    })()
      .catch(() => undefined)
      .finally(() => (next.done = true));
    prepared.current = next;
  }, [dispatch, solve]);

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
