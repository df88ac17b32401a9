import { type ProfileFacts, type Suppression } from '../scoring';
import { type CandidateSet } from './candidate-index/candidate-index';
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

/**
 * Applies the hard filters to candidates, scores the others for a request and answers the best
 * (at most 10) above the threshold, best first.
 */
export interface PartnerRanker {
  rank(requester: ProfileFacts, request: RequestRow, candidates: CandidateSet, suppression?: Suppression): RankedPartner[];
}
