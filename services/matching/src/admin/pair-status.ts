// A match is one pair of businesses stored as two rows, one per side (each owner sees the other
// as "partner"). Staff screens count and list pairs: side `a` is the one whose business id sorts
// first, joined to its other side `b`.

/** Each pair once, as `a` and `b`: put after FROM. */
export const PAIRS_FROM = `matching.partner_matches a JOIN matching.partner_matches b ON b.pair_id = a.pair_id AND b.business_id = a.partner_business_id`;
/** The condition that keeps one row per pair. */
export const ONE_ROW_PER_PAIR = `a.business_id < a.partner_business_id`;

/**
 * A pair's state from its two sides (PAIR_STATUSES): declined if either declined, expired if
 * either expired, accepted once both accepted (approved and active count as accepted), else pending.
 */
export const PAIR_STATUS = `CASE
  WHEN a.status = 'rejected' OR b.status = 'rejected' THEN 'rejected'
  WHEN a.status = 'expired' OR b.status = 'expired' THEN 'expired'
  WHEN a.status IN ('accepted', 'approved', 'active') AND b.status IN ('accepted', 'approved', 'active') THEN 'accepted'
  ELSE 'pending' END`;
