import { type PreferenceOutcome, type ProfileFacts, type Suppression } from '../scoring';
import { type CandidateSet } from './candidate-index/candidate-index';
import { type RequestRow } from '../marketing-requests/request.row';

export type { PreferenceOutcome, ProfileFacts } from '../scoring';

export const PARTNER_RANKER = 'matching:partner-ranker';

export interface RankedPartner {
  candidate: ProfileFacts;
  /** 0..1 */
  score: number;
  /** In an industry the request asks for (these rank first). */
  preferred: boolean;
  /** Best first, at most 3, from the requester's point of view ("your radius"). */
  reasons: string[];
  /** The same pair explained to the partner ("their request", "your radius"). */
  partnerReasons: string[];
}

export interface Ranking {
  /** Best first, at most 10, at or above the threshold. */
  partners: RankedPartner[];
  /** What became of the partner industries the request asks for; undefined when it asks for none. */
  preference: PreferenceOutcome | undefined;
}

/**
 * Applies the hard filters to candidates, scores the others for a request and answers the best
 * (at most 10) above the threshold, those in an asked-for industry first, then best first.
 */
export interface PartnerRanker {
  rank(requester: ProfileFacts, request: RequestRow, candidates: CandidateSet, suppression?: Suppression): Ranking;
}
