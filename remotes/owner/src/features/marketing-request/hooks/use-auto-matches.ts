import { useState } from 'react';
import { useGetAutoMatchesQuery } from '../api/marketing-request-api';

/** The specification's refresh of the matches panel. */
export const AUTO_MATCHES_REFRESH_MS = 30_000;
/** While matching has not run yet, look again this often (it usually takes under a second). */
export const AUTO_MATCHES_EARLY_REFRESH_MS = 1_500;

export type AutoMatchesState = 'searching' | 'none' | 'found' | 'failed';

/**
 * The automatic matches of a request just filed: 'searching' until the matching service says it
 * has run, then 'found' or 'none'. Refreshed every 30 s (and when the window regains focus), more
 * often while matching has not run.
 */
export function useAutoMatches(requestId: string) {
  const [searching, setSearching] = useState(true);
  const query = useGetAutoMatchesQuery(requestId, {
    pollingInterval: searching ? AUTO_MATCHES_EARLY_REFRESH_MS : AUTO_MATCHES_REFRESH_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  const matches = query.data?.topMatches ?? [];
  const stillSearching = query.data ? query.data.searching && matches.length === 0 : !query.isError;
  if (stillSearching !== searching) setSearching(stillSearching);

  let state: AutoMatchesState;
  if (matches.length > 0) state = 'found';
  else if (query.isError && !query.data) state = 'failed';
  else if (stillSearching) state = 'searching';
  else state = 'none';

  return {
    state,
    matches,
    totalMatches: query.data?.totalMatches ?? 0,
    /** How many of them became partner matches (what Partner Matches lists and the notification counts). */
    partnerMatches: query.data?.partnerMatches ?? 0,
    partnerIndustries: query.data?.partnerIndustries ?? null,
    retry: query.refetch,
  };
}
