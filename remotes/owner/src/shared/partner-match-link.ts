import { type PartnerMatch } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';

/** The query parameter that names the match whose details the partner matches page opens. */
export const OPEN_MATCH_PARAM = 'match';

/**
 * Where one match's details open: the partner matches page with the match named in the query.
 * A match that answers the owner's own request opens within that request's matches; one that
 * answers the partner's request (its request id is the partner's) or that staff made without a
 * request opens within all of them, so the page never says "one of your requests" wrongly.
 */
export function partnerMatchPath(match: Pick<PartnerMatch, 'id' | 'requestId' | 'partnerRequest'>): string {
  const query = `?${OPEN_MATCH_PARAM}=${encodeURIComponent(match.id)}`;
  const page = match.requestId && !match.partnerRequest ? pagePath('partnerMatches', { requestId: match.requestId }) : pagePath('partnerMatches');
  return `${page}${query}`;
}
