import { DEFAULT_RADIUS, NATIONWIDE_RADIUS, RADIUS_OPTIONS } from '@comarketing/contracts';
// The service's dist, as the rest of the bench uses it (the scoring module is not a package export).
import { boundingBox, type ProfileFacts, SAME_CITY_FALLBACK_MILES } from '../../../services/matching/dist/scoring';

const DECLINE_SUPPRESSION_DAYS = 90;
// A hair of slack so rounding in SQL never drops a candidate the engine would keep at the edge.
const SLACK_MILES = 0.05;
const LARGEST_FINITE_RADIUS = Math.max(...RADIUS_OPTIONS.map((o) => o.value).filter((r) => r !== NATIONWIDE_RADIUS));

/**
 * A baseline, kept from the first version of the request-created consumer (the first design's "prefilter
 * by a latitude / longitude box and the hard filters in SQL"), which the in-memory candidate index
 * replaced: its London requests sent ~10,000 rows to Node, 60-100 ms.
 *
 * The SQL that prefilters candidates for a requester. It applies the hard filters a database can
 * decide cheaply (ownership, the latitude/longitude box, the distance against both radii, both
 * sides' collaboration preference, the location preference, suppressed pairs) so that only likely
 * partners travel to the scoring engine. It must stay a superset of the engine's hard filters:
 * the engine applies them exactly, so a clause here may only ever be looser, never stricter.
 */
export function candidateQuery(requester: ProfileFacts, userId: string, locationPreference: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`c.user_id <> ${p(userId)}`, `c.business_id <> ${p(requester.businessId)}::uuid`];
  const radius = requester.radius ?? DEFAULT_RADIUS;
  const located = requester.latitude != null && requester.longitude != null;
  const distance = located
    ? `(3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(c.latitude - ${p(requester.latitude)}) / 2), 2) + cos(radians(${p(requester.latitude)})) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${p(requester.longitude)}) / 2), 2)))))`
    : undefined;

  // Both radii must reach the other.
  if (!distance) {
    where.push(`c.radius = ${NATIONWIDE_RADIUS}`);
  } else if (radius !== NATIONWIDE_RADIUS) {
    const box = boundingBox(requester.latitude!, requester.longitude!, radius + SLACK_MILES);
    where.push(`c.latitude BETWEEN ${p(box.minLatitude)} AND ${p(box.maxLatitude)} AND c.longitude BETWEEN ${p(box.minLongitude)} AND ${p(box.maxLongitude)}`);
    where.push(`${distance} <= ${p(radius + SLACK_MILES)}`);
    where.push(`(c.radius = ${NATIONWIDE_RADIUS} OR ${distance} <= c.radius + ${SLACK_MILES})`);
  } else {
    // A nationwide requester: the candidate must be nationwide too, or have the requester inside
    // its own radius, which is at most the largest finite one (a box the index can serve).
    const box = boundingBox(requester.latitude!, requester.longitude!, LARGEST_FINITE_RADIUS + SLACK_MILES);
    where.push(
      `(c.radius = ${NATIONWIDE_RADIUS} OR (c.latitude BETWEEN ${p(box.minLatitude)} AND ${p(box.maxLatitude)} AND c.longitude BETWEEN ${p(box.minLongitude)} AND ${p(box.maxLongitude)} AND ${distance} <= c.radius + ${SLACK_MILES}))`,
    );
  }

  // Collaboration preferences of both sides.
  const industry = p(requester.industry);
  if (requester.collaborationPreference === 'same-industry') where.push(`c.industry = ${industry}`);
  if (requester.collaborationPreference === 'complementary') where.push(`c.industry <> ${industry}`);
  where.push(`(c.collaboration_preference IS DISTINCT FROM 'same-industry' OR c.industry = ${industry})`);
  where.push(`(c.collaboration_preference IS DISTINCT FROM 'complementary' OR c.industry <> ${industry})`);

  // The location preference (same city or region) needs both places known.
  const text = (column: string) => `lower(trim(coalesce(c.facts->>'${column}', '')))`;
  const norm = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
  if (locationPreference === 'same-region' || locationPreference === 'same-city') {
    where.push('c.latitude IS NOT NULL');
    if (locationPreference === 'same-region' && norm(requester.ukRegion)) where.push(`${text('ukRegion')} = ${p(norm(requester.ukRegion))}`);
    if (locationPreference === 'same-city' && distance) {
      const alternatives = [`${text('town')} = ''`];
      if (norm(requester.town)) alternatives.push(`${text('town')} = ${p(norm(requester.town))}`);
      else alternatives.push('true');
      if (norm(requester.region)) alternatives.push(`${text('region')} = ${p(norm(requester.region))}`);
      where.push(`(${alternatives.join(' OR ')} OR ${distance} <= ${SAME_CITY_FALLBACK_MILES + SLACK_MILES})`);
    }
  }

  // No pair already matched, nor declined in the last 90 days.
  where.push(`NOT EXISTS (
    SELECT 1 FROM matching.pair_history h
    WHERE h.business_a = least(c.business_id, ${p(requester.businessId)}::uuid) AND h.business_b = greatest(c.business_id, ${p(requester.businessId)}::uuid)
      AND (h.declined_at IS NULL OR h.declined_at > now() - make_interval(days => ${DECLINE_SUPPRESSION_DAYS})))`);

  return { sql: `SELECT facts FROM matching.businesses c WHERE ${where.join('\n  AND ')}`, params };
}
