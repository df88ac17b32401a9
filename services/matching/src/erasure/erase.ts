import { eraseEventsMentioning, type SqlExecutor } from '@comarketing/messaging';
import { MATCHING_SCHEMA } from '../matching.schema-name';

/**
 * Events about one business may be handled at the same time (several in flight per queue): the
 * upsert's "no tombstone yet" check must see a concurrent delete, so both take this lock first, and
 * matching takes it shared on the partners it is about to write (see request-created.consumer).
 * Taken in one order (one statement, ids sorted), so two holders of several cannot deadlock.
 */
export async function lockBusinesses(tx: SqlExecutor, businessIds: string[], mode: 'exclusive' | 'shared' = 'exclusive'): Promise<void> {
  if (businessIds.length === 0) return;
  const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await tx.query(`SELECT count(${lock}(hashtextextended('matching.business:' || id, 0))) FROM (SELECT DISTINCT id::text AS id FROM unnest($1::uuid[]) AS id ORDER BY 1) AS ids`, [businessIds]);
}

/**
 * Erases a deleted business from everything others see of it: both sides of its matches, its place
 * in other requests' candidates, its pair history, the read model (leaving a tombstone, its id only,
 * so every candidate index forgets it and a late upsert cannot bring it back), and the sent events
 * that name it. The owner's own requests stay while the owner does (see eraseUser).
 */
export async function eraseBusinesses(tx: SqlExecutor, businessIds: string[]): Promise<void> {
  if (businessIds.length === 0) return;
  await lockBusinesses(tx, businessIds);
  const names = await namesOf(tx, businessIds);
  await removeBusinesses(tx, businessIds);
  await eraseEventsMentioning(tx, MATCHING_SCHEMA, [...businessIds, ...names]);
}

/**
 * Erases a deleted user: their requests (with their candidates), both sides of every match they are
 * in, and every business of theirs as eraseBusinesses does, then the sent events that name them
 * (by id, business id or business name: a match notice names the partner's business only).
 */
export async function eraseUser(tx: SqlExecutor, userId: string): Promise<void> {
  // First, before any other lock: a request being matched right now is locked by its matcher, and
  // this waits for it, so the matches it writes are erased below.
  const requests = await tx.query<{ business_id: string; name: string | null }>(
    `DELETE FROM matching.requests WHERE user_id = $1 RETURNING business_id, requester->>'businessName' AS name`,
    [userId],
  );
  const businesses = await tx.query<{ id: string }>(
    `SELECT business_id AS id FROM matching.businesses WHERE user_id = $1
     UNION SELECT business_id FROM matching.partner_matches WHERE user_id = $1
     UNION SELECT partner_business_id FROM matching.partner_matches WHERE partner_user_id = $1`,
    [userId],
  );
  const businessIds = [...new Set([...requests.map((r) => r.business_id), ...businesses.map((b) => b.id)])];
  await lockBusinesses(tx, businessIds);
  const names = [...(await namesOf(tx, businessIds)), ...requests.map((r) => r.name).filter((name): name is string => !!name)];
  await tx.query(`DELETE FROM matching.partner_matches WHERE user_id = $1 OR partner_user_id = $1`, [userId]);
  await removeBusinesses(tx, businessIds);
  await eraseEventsMentioning(tx, MATCHING_SCHEMA, [userId, ...businessIds, ...names]);
}

/** Every name under which this schema shows these businesses: the read model's, and the snapshots'. */
async function namesOf(tx: SqlExecutor, businessIds: string[]): Promise<string[]> {
  if (businessIds.length === 0) return [];
  const rows = await tx.query<{ name: string | null }>(
    `SELECT facts->>'businessName' AS name FROM matching.businesses WHERE business_id = ANY($1::uuid[])
     UNION SELECT requester->>'businessName' FROM matching.requests WHERE business_id = ANY($1::uuid[])
     UNION SELECT partner->>'businessName' FROM matching.partner_matches WHERE partner_business_id = ANY($1::uuid[])
     UNION SELECT business->>'businessName' FROM matching.auto_matches WHERE business_id = ANY($1::uuid[])`,
    [businessIds],
  );
  return rows.map((r) => r.name).filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** Deletes the businesses' rows others see, and the businesses themselves with their tombstones. */
async function removeBusinesses(tx: SqlExecutor, businessIds: string[]): Promise<void> {
  if (businessIds.length === 0) return;
  await tx.query(`DELETE FROM matching.partner_matches WHERE business_id = ANY($1::uuid[]) OR partner_business_id = ANY($1::uuid[])`, [businessIds]);
  await tx.query(`DELETE FROM matching.auto_matches WHERE business_id = ANY($1::uuid[])`, [businessIds]);
  await tx.query(`DELETE FROM matching.pair_history WHERE business_a = ANY($1::uuid[]) OR business_b = ANY($1::uuid[])`, [businessIds]);
  // A business id gets its tombstone even when the business never arrived (a delete overtaking its
  // upsert), so the late upsert cannot create it.
  await tx.query(
    `WITH gone AS (DELETE FROM matching.businesses WHERE business_id = ANY($1::uuid[]) RETURNING business_id)
     INSERT INTO matching.business_tombstones (business_id)
       SELECT business_id FROM gone UNION SELECT unnest($1::uuid[])
     ON CONFLICT (business_id) DO UPDATE SET changed_xid = pg_current_xact_id()`,
    [businessIds],
  );
}
