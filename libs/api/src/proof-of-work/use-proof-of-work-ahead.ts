import { useCallback } from 'react';
import { sessionApi } from '../endpoints/session';
import { useAppDispatch } from '../hooks';
import { type SolvedAhead, useSolvedAhead } from './solved-ahead';
import { solveProofOfWork } from './solve-proof-of-work';

export type { SolvedAhead } from './solved-ahead';

/**
 * A sign-in or sign-up form's proof of work, prepared while the person types (solved-ahead.ts),
 * its challenge read through the store.
 */
export function useProofOfWorkAhead(solve: Parameters<typeof useSolvedAhead>[1] = solveProofOfWork): SolvedAhead {
  const dispatch = useAppDispatch();
  const readOffer = useCallback(async () => (await dispatch(sessionApi.endpoints.getProofOfWorkOffer.initiate(undefined, { subscribe: false, forceRefetch: true }))).data, [dispatch]);
  return useSolvedAhead(readOffer, solve);
}
