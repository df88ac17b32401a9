import { ADMIN_TEXT, type PairScore } from '@comarketing/contracts';
import { buildReasons, checkOwnership, checkSuppression, type ProfileFacts, profileSideOf, scorePair, type Suppression } from '../../scoring';

/**
 * The engine's view of a pair staff are about to match by hand: the same two-way score and reasons
 * an automatic match would get (from the profiles alone, as there is no request), and whether a
 * hard rule forbids the pair whatever staff think: one owner on both sides, or a pair already
 * matched or declined within the suppression window. Distance and partner preferences are staff's
 * call and do not block.
 */
export function pairScore(a: ProfileFacts, b: ProfileFacts, suppression: Suppression): PairScore {
  const owner = checkOwnership(a, b);
  const history = checkSuppression(a, b, suppression);
  const match = scorePair(profileSideOf(a), b);
  return {
    matchScore: Math.round(match.score * 100),
    reasons: buildReasons(a, undefined, match),
    blocked: owner && owner.reason !== 'inactive-owner' ? ADMIN_TEXT.sameOwner : history ? ADMIN_TEXT.pairExists : null,
  };
}
