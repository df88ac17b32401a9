/**
 * Where a notification (and its e-mail) takes its owner: the page that shows exactly what it is
 * about. The owner's partner matches page opens one match's details from `?match=<its id>`
 * (remotes/owner, partner-matches-page.tsx), reading the match on its own when it is not on the
 * page shown; with the owner's own request's id in the path it lists that request's matches.
 */
const MATCH_PARAM = 'match';

/**
 * One match's details, among the matches of `ownRequestId` when the match answers the owner's own
 * request, else among all of them (a match that answers a partner's request, or that staff made).
 */
export function matchLink(matchId: string, ownRequestId?: string): string {
  const query = `?${MATCH_PARAM}=${encodeURIComponent(matchId)}`;
  return ownRequestId ? `/partner-matches/${encodeURIComponent(ownRequestId)}${query}` : `/partner-matches${query}`;
}

/** The matches of one of the owner's requests, or all of their matches. */
export function matchesLink(ownRequestId?: string): string {
  return ownRequestId ? `/partner-matches/${encodeURIComponent(ownRequestId)}` : '/partner-matches';
}

/** One campaign's details (the campaigns page opens the campaign in the path). */
export function campaignLink(campaignId: string): string {
  return `/campaigns/${encodeURIComponent(campaignId)}`;
}
