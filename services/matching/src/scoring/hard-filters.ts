// The hard filters of the matching model: a candidate failing any of them is not a match, whatever it
// would score. Each check answers why a candidate was excluded, or undefined when it passes.
// The SQL prefilter applies the same rules coarsely; these are the exact ones.
import { effectiveRadius, isLocated } from './proximity';
import { type MatchRequest, type ProfileFacts } from './scoring.types';

/** "Same city" also accepts a partner this close when either town is blank in the table. */
export const SAME_CITY_FALLBACK_MILES = 15;
/** A declined pair is not suggested again for this long. */
export const DECLINE_SUPPRESSION_DAYS = 90;

export type LocationPreference = 'same-city' | 'same-region' | 'uk' | 'international';

export type ExclusionReason =
  | 'self'
  | 'same-owner'
  | 'inactive-owner'
  | 'location-preference'
  | 'radius'
  | 'collaboration-preference'
  | 'declined-recently'
  | 'already-matched';

export interface Exclusion {
  readonly reason: ExclusionReason;
  /** One sentence for logs and the admin, naming the candidate. */
  readonly detail: string;
}

/** Pairs not to suggest, keyed by pairKey(). */
export interface Suppression {
  /** Pairs one side declined within DECLINE_SUPPRESSION_DAYS. */
  readonly declinedPairs?: ReadonlySet<string>;
  /** Pairs that already have a pending or accepted match. */
  readonly openPairs?: ReadonlySet<string>;
}

/** An order-free key for a pair of businesses. */
export function pairKey(businessIdA: string, businessIdB: string): string {
  return businessIdA < businessIdB ? `${businessIdA}|${businessIdB}` : `${businessIdB}|${businessIdA}`;
}

/** The request's location preference; the form's default ('same-city') when missing or unknown. */
export function locationPreferenceOf(request: MatchRequest | undefined): LocationPreference {
  const value = request?.idealPartner?.location;
  return value === 'same-region' || value === 'uk' || value === 'international' ? value : 'same-city';
}

/** 1. Not the requester itself, not another business of the same owner, an active owner. */
export function checkOwnership(requester: ProfileFacts, candidate: ProfileFacts): Exclusion | undefined {
  if (candidate.businessId === requester.businessId) return { reason: 'self', detail: `${candidate.businessName} is the requesting business` };
  if (candidate.userId === requester.userId) return { reason: 'same-owner', detail: `${candidate.businessName} belongs to the requester's owner` };
  if (candidate.ownerActive === false) return { reason: 'inactive-owner', detail: `${candidate.businessName}'s owner account is not active` };
  return undefined;
}

/** Both stated and the same, ignoring case and surrounding blanks. */
function sameText(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a === b || a.trim().toLowerCase() === b.trim().toLowerCase();
}
const blank = (s: string | null | undefined) => !s || !s.trim();

/**
 * 2a. The request's location preference. same-city: same town, or same county area, or (when
 * either town is blank in the table) within SAME_CITY_FALLBACK_MILES. same-region: same UK region.
 * uk and international: anywhere. A business whose postcode is not in the table can only pass uk
 * and international: the others cannot be shown.
 */
export function checkLocationPreference(
  requester: ProfileFacts,
  candidate: ProfileFacts,
  preference: LocationPreference,
  miles: number | undefined,
): Exclusion | undefined {
  if (preference === 'uk' || preference === 'international') return undefined;
  if (!isLocated(requester) || !isLocated(candidate)) {
    const unknown = !isLocated(requester) ? requester : candidate;
    return { reason: 'location-preference', detail: `${unknown.businessName}'s postcode ${unknown.postcode} is not in the postcode table, so ${preference} cannot be shown` };
  }
  if (preference === 'same-region') {
    if (sameText(requester.ukRegion, candidate.ukRegion)) return undefined;
    return { reason: 'location-preference', detail: `${candidate.businessName} is not in the requester's UK region` };
  }
  if (sameText(requester.town, candidate.town) || sameText(requester.region, candidate.region)) return undefined;
  if ((blank(requester.town) || blank(candidate.town)) && miles !== undefined && miles <= SAME_CITY_FALLBACK_MILES) return undefined;
  return { reason: 'location-preference', detail: `${candidate.businessName} is not in the requester's town or county area` };
}

/**
 * 2b. Each business's radius reaches the other (999 = nationwide). When the distance is unknown
 * only two nationwide businesses pass: a radius cannot be shown to reach an unknown place.
 */
export function checkRadius(requester: ProfileFacts, candidate: ProfileFacts, miles: number | undefined): Exclusion | undefined {
  const rRequester = effectiveRadius(requester.radius);
  const rCandidate = effectiveRadius(candidate.radius);
  if (miles === undefined) {
    if (rRequester === Infinity && rCandidate === Infinity) return undefined;
    return { reason: 'radius', detail: `The distance to ${candidate.businessName} is unknown and a radius is not nationwide` };
  }
  if (miles > rRequester) return { reason: 'radius', detail: `${candidate.businessName} is ${miles.toFixed(1)} miles away, outside the requester's ${rRequester}-mile radius` };
  if (miles > rCandidate) return { reason: 'radius', detail: `${candidate.businessName} is ${miles.toFixed(1)} miles away and its radius is ${rCandidate} miles` };
  return undefined;
}

function collaborationRefuses(own: ProfileFacts, other: ProfileFacts): boolean {
  const same = own.industry === other.industry;
  if (own.collaborationPreference === 'same-industry') return !same;
  if (own.collaborationPreference === 'complementary') return same;
  return false; // any, automatic, or not stated
}

/** 3. Both sides' collaboration preference: same-industry wants the same industry, complementary a different one. */
export function checkCollaboration(requester: ProfileFacts, candidate: ProfileFacts): Exclusion | undefined {
  if (collaborationRefuses(requester, candidate)) {
    return { reason: 'collaboration-preference', detail: `The requester prefers ${requester.collaborationPreference} partners; ${candidate.businessName} is not one` };
  }
  if (collaborationRefuses(candidate, requester)) {
    return { reason: 'collaboration-preference', detail: `${candidate.businessName} prefers ${candidate.collaborationPreference} partners` };
  }
  return undefined;
}

/** 4. Not a pair declined recently, nor one that already has a pending or accepted match. */
export function checkSuppression(requester: ProfileFacts, candidate: ProfileFacts, suppression: Suppression | undefined): Exclusion | undefined {
  if (!suppression || (!suppression.declinedPairs?.size && !suppression.openPairs?.size)) return undefined;
  const key = pairKey(requester.businessId, candidate.businessId);
  if (suppression.declinedPairs?.has(key)) return { reason: 'declined-recently', detail: `The pair with ${candidate.businessName} was declined in the last ${DECLINE_SUPPRESSION_DAYS} days` };
  if (suppression.openPairs?.has(key)) return { reason: 'already-matched', detail: `The pair with ${candidate.businessName} already has a pending or accepted match` };
  return undefined;
}

/** All four filters in order; the first exclusion, or undefined when the candidate may be scored. */
export function hardFilter(
  requester: ProfileFacts,
  request: MatchRequest | undefined,
  candidate: ProfileFacts,
  miles: number | undefined,
  suppression?: Suppression,
): Exclusion | undefined {
  return (
    checkOwnership(requester, candidate) ??
    checkLocationPreference(requester, candidate, locationPreferenceOf(request), miles) ??
    checkRadius(requester, candidate, miles) ??
    checkCollaboration(requester, candidate) ??
    checkSuppression(requester, candidate, suppression)
  );
}
