import { useCallback, useEffect, useRef } from 'react';
import { type ProofOfWorkChallenge } from '@comarketing/contracts';
import { sessionApi } from '../endpoints/session';
import { useAppDispatch } from '../hooks';
import { solveProofOfWork } from './solve-proof-of-work';

/**
 * How long a send waits for a solving still under way (the person was quicker than their phone)
 * before it goes without; the BFF then asks with a 428 as before.
 */
export const SOLVED_AHEAD_WAIT_MS = 5_000;

type Solve = (challenge: ProofOfWorkChallenge, signal?: AbortSignal) => Promise<string>;

interface Prepared {
  solution: Promise<string | undefined>;
  abort: AbortController;
}

/**
 * A sign-in or sign-up form's proof of work, prepared while the person types: on arrival the form
 * asks the BFF for a challenge (`GET PROOF_OF_WORK_OFFER_PATH`); only under pressure is there one,
 * and it is solved in the background at once. The answer is for `sendWithProofOfWork`'s
 * `solvedAhead`: the solution (waiting a little for one under way), or undefined. A solution is
 * good for one request, so taking one prepares the next for a second try.
 */
export function useProofOfWorkAhead(solve: Solve = solveProofOfWork): () => Promise<string | undefined> {
  const dispatch = useAppDispatch();
  const prepared = useRef<Prepared | undefined>(undefined);

  const prepare = useCallback(() => {
    const abort = new AbortController();
    const solution = (async () => {
      const offer = await dispatch(sessionApi.endpoints.getProofOfWorkOffer.initiate(undefined, { subscribe: false, forceRefetch: true }));
      if (!offer.data || abort.signal.aborted) return undefined;
      return solve(offer.data, abort.signal);
    })().catch(() => undefined);
    prepared.current = { solution, abort };
  }, [dispatch, solve]);

  useEffect(() => {
    prepare();
    return () => prepared.current?.abort.abort();
  }, [prepare]);

  return useCallback(async () => {
    const taken = prepared.current;
    if (!taken) return undefined;
    let gaveUp: ReturnType<typeof setTimeout> | undefined;
    const solution = await Promise.race([taken.solution, new Promise<undefined>((resolve) => (gaveUp = setTimeout(() => resolve(undefined), SOLVED_AHEAD_WAIT_MS)))]);
    clearTimeout(gaveUp);
    if (solution === undefined) {
      // None offered (no pressure), or not ready: a 428, should one come, brings its own challenge.
      taken.abort.abort();
      prepared.current = undefined;
    } else {
      prepare();
    }
    return solution;
  }, [prepare]);
}
