// Proximity (weight 0.20): closer is better, measured against the smaller of the two radii.
import { DEFAULT_RADIUS, NATIONWIDE_RADIUS } from '@comarketing/contracts';
import { type LatLng, milesBetween } from './geography';
import { type ComponentScore, type ProfileFacts } from './scoring.types';

/**
 * When both businesses work nationwide there is no radius to decay against; closeness still helps
 * (joint events, shared customers) but gently: zero only at about the length of Great Britain.
 */
export const NATIONWIDE_SCALE_MILES = 600;

// Read once: this runs for every candidate.
const NATIONWIDE = NATIONWIDE_RADIUS;
const FALLBACK_RADIUS = DEFAULT_RADIUS;

/** A radius in miles; Infinity for nationwide (999 or more); DEFAULT_RADIUS when missing or invalid. */
export function effectiveRadius(radius: number | null | undefined): number {
  if (typeof radius !== 'number' || !Number.isFinite(radius) || radius <= 0) return FALLBACK_RADIUS;
  return radius >= NATIONWIDE ? Infinity : radius;
}

export interface ProximityFacts {
  /** Great-circle miles between the two districts; undefined when a postcode is not in the table. */
  readonly miles: number | undefined;
  /** The smaller of the two radii (Infinity when both are nationwide). */
  readonly radiusMiles: number;
}

/** proximityFit's value x confidence, without building its facts. */
export function proximityWeight(miles: number | undefined, radiusA: number | null | undefined, radiusB: number | null | undefined): number {
  return proximityWeightWithin(miles, Math.min(effectiveRadius(radiusA), effectiveRadius(radiusB)));
}

/** proximityWeight once the smaller effective radius is known (score bounds keep radii effective). */
export function proximityWeightWithin(miles: number | undefined, radiusMiles: number): number {
  if (miles === undefined || !Number.isFinite(miles)) return 0;
  const scale = Number.isFinite(radiusMiles) ? radiusMiles : NATIONWIDE_SCALE_MILES;
  return Math.max(0, 1 - Math.max(0, miles) / scale);
}

/** 1 at 0 miles, falling linearly to 0 at the smaller radius (or NATIONWIDE_SCALE_MILES). */
export function proximityFit(miles: number | undefined, radiusA: number | null | undefined, radiusB: number | null | undefined): ComponentScore<ProximityFacts> {
  const radiusMiles = Math.min(effectiveRadius(radiusA), effectiveRadius(radiusB));
  if (miles === undefined || !Number.isFinite(miles)) return { value: 0, confidence: 0, facts: { miles: undefined, radiusMiles } };
  return { value: proximityWeight(miles, radiusA, radiusB), confidence: 1, facts: { miles, radiusMiles } };
}

/** Miles between two located businesses; undefined when either postcode is not in the table. */
export function milesApart(a: ProfileFacts, b: ProfileFacts): number | undefined {
  if (!isLocated(a) || !isLocated(b)) return undefined;
  return milesBetween(a, b);
}

/** The business's outward code was found in the outcode table. */
export function isLocated(p: ProfileFacts): p is ProfileFacts & LatLng {
  return typeof p.latitude === 'number' && typeof p.longitude === 'number' && Number.isFinite(p.latitude) && Number.isFinite(p.longitude);
}
