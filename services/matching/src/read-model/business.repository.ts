import { Injectable } from '@nestjs/common';
import { type BusinessUpsertedPayload } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { type ProfileFacts } from '../scoring';
import { type Place } from './geography.provider';

/**
 * Matching's read model of businesses (`matching.businesses`, with tombstones of deleted ones in
 * `matching.business_tombstones`). The candidate index mirrors it in memory (read-model/candidate-index).
 */
@Injectable()
export class BusinessRepository {
  /**
   * Events about one business may be handled at the same time (several in flight per queue): the
   * upsert's "no tombstone yet" check must see a concurrent delete, so both take this lock first,
   * and matching takes it shared on the partners it is about to write. Taken in one order (one
   * statement, ids sorted), so two holders of several cannot deadlock.
   */
  async lock(db: SqlExecutor, businessIds: string[], mode: 'exclusive' | 'shared' = 'exclusive'): Promise<void> {
    if (businessIds.length === 0) return;
    const lock = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
    await db.query(`SELECT count(${lock}(hashtextextended('matching.business:' || id, 0))) FROM (SELECT DISTINCT id::text AS id FROM unnest($1::uuid[]) AS id ORDER BY 1) AS ids`, [businessIds]);
  }

  /** Stores the facts unless the business is deleted (tombstone) or a newer version is already here. */
  async upsert(db: SqlExecutor, b: BusinessUpsertedPayload, place: Place | undefined): Promise<void> {
    await db.query(
      `INSERT INTO matching.businesses (business_id, user_id, facts, latitude, longitude, industry, collaboration_preference, radius, source_updated_at)
       SELECT $1::uuid, $2::uuid, $3::jsonb, $4::float8, $5::float8, $6::text, $7::text, $8::int, $9::timestamptz
       WHERE NOT EXISTS (SELECT 1 FROM matching.business_tombstones WHERE business_id = $1)
       ON CONFLICT (business_id) DO UPDATE SET user_id = EXCLUDED.user_id, facts = EXCLUDED.facts, latitude = EXCLUDED.latitude,
         longitude = EXCLUDED.longitude, industry = EXCLUDED.industry, collaboration_preference = EXCLUDED.collaboration_preference,
         radius = EXCLUDED.radius, source_updated_at = EXCLUDED.source_updated_at, changed_xid = pg_current_xact_id()
       WHERE matching.businesses.source_updated_at <= EXCLUDED.source_updated_at`,
      [b.businessId, b.userId, JSON.stringify({ ...b, ...(place ?? {}) }), place?.latitude ?? null, place?.longitude ?? null, b.industry, b.collaborationPreference, b.radius, b.updatedAt],
    );
  }

  /** The full facts of these businesses (the index keeps only what scoring reads), by id; deleted ones are missing. */
  async factsOf(db: SqlExecutor, businessIds: string[]): Promise<Map<string, ProfileFacts>> {
    if (businessIds.length === 0) return new Map();
    const rows = await db.query<{ facts: ProfileFacts }>(`SELECT facts FROM matching.businesses WHERE business_id = ANY($1::uuid[])`, [businessIds]);
    return new Map(rows.map((r) => [r.facts.businessId, r.facts]));
  }

  /** The full facts of the user's business (an owner has one; the latest, should an old one linger), or undefined while none has arrived. */
  async factsOfUser(db: SqlExecutor, userId: string): Promise<ProfileFacts | undefined> {
    const [row] = await db.query<{ facts: ProfileFacts }>(`SELECT facts FROM matching.businesses WHERE user_id = $1 ORDER BY source_updated_at DESC LIMIT 1`, [userId]);
    return row?.facts;
  }
}
