import { type ProfileFacts } from '../scoring';
import { type RequestRow } from '../requests/request.row';

export type { ProfileFacts } from '../scoring';

export const PARTNER_RANKER = 'matching:partner-ranker';

export interface RankedPartner {
  candidate: ProfileFacts;
  /** 0..1 */
  score: number;
  /** Best first, at most 3. */
  reasons: string[];
}

/** Scores candidates for a request and answers the best (at most 10), above the threshold, best first. */
export interface PartnerRanker {
  rank(requester: ProfileFacts, request: RequestRow, candidates: ProfileFacts[]): RankedPartner[];
}
