import { useEffect, useState } from 'react';
import { useGetAutoMatchesQuery } from '../api/marketing-request-api';

/** The specification's refresh of the matches panel. */
export const AUTO_MATCHES_REFRESH_MS = 30_000;
/** While nothing is found yet, look again this often (matching usually takes under a second). */
export const AUTO_MATCHES_EARLY_REFRESH_MS = 1_500;
/** After this long with nothing found, matching has finished without a match. */
export const AUTO_MATCHES_SEARCH_WINDOW_MS = 10_000;

export type AutoMatchesState = 'searching' | 'none' | 'found' | 'failed';

/**
 * The automatic matches of a request just filed: 'searching' while the list is still empty and
 * the request is recent, 'none' once the search window has passed without a match, 'found' as
 * soon as there are matches. Refreshed every 30 s, and more often while still empty.
 */
export function useAutoMatches(requestId: string, searchWindowMs = AUTO_MATCHES_SEARCH_WINDOW_MS) {
  const [windowOpen, setWindowOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setWindowOpen(false), searchWindowMs);
    return () => clearTimeout(timer);
  }, [searchWindowMs]);

  const [empty, setEmpty] = useState(true);
  const query = useGetAutoMatchesQuery(requestId, {
    pollingInterval: empty && windowOpen ? Math.min(AUTO_MATCHES_EARLY_REFRESH_MS, searchWindowMs) : AUTO_MATCHES_REFRESH_MS,
    skipPollingIfUnfocused: true,
  });
  const matches = query.data?.topMatches ?? [];
  const nowEmpty = matches.length === 0;
  if (nowEmpty !== empty) setEmpty(nowEmpty);

  let state: AutoMatchesState;
  if (matches.length > 0) state = 'found';
  else if (windowOpen || query.isLoading) state = 'searching';
  else if (query.isError && !query.data) state = 'failed';
  else state = 'none';

  return { state, matches, totalMatches: query.data?.totalMatches ?? 0, retry: query.refetch };
}
