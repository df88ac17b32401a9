import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { GEOGRAPHY, type Geography } from '../read-model/geography.provider';

export const READ_MODEL_QUEUE = 'matching.business-read-model';

/**
 * Keeps matching's own copy of the business facts it scores on, located through the outcode
 * table. An older event never overwrites a newer one (events may arrive out of order).
 * `user.deleted` erases the user's businesses, requests and both sides of their matches. A deleted
 * business leaves a tombstone (its id only) for the candidate indexes' change feed.
 */
@Injectable()
export class BusinessReadModelConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume(
      {
        queue: READ_MODEL_QUEUE,
        routingKeys: ['business.upserted', 'business.deleted', 'user.deleted'],
        handle: async (event, tx) => {
          if (event.type === 'business.upserted') {
            const b = parseEventPayload('business.upserted', event.payload);
            const place = this.geography.locate(b.postcode);
            await lockBusiness(tx, b.businessId);
            await tx.query(
              `INSERT INTO matching.businesses (business_id, user_id, facts, latitude, longitude, industry, collaboration_preference, radius, source_updated_at)
               SELECT $1::uuid, $2::uuid, $3::jsonb, $4::float8, $5::float8, $6::text, $7::text, $8::int, $9::timestamptz
               WHERE NOT EXISTS (SELECT 1 FROM matching.business_tombstones WHERE business_id = $1)
               ON CONFLICT (business_id) DO UPDATE SET user_id = EXCLUDED.user_id, facts = EXCLUDED.facts, latitude = EXCLUDED.latitude,
                 longitude = EXCLUDED.longitude, industry = EXCLUDED.industry, collaboration_preference = EXCLUDED.collaboration_preference,
                 radius = EXCLUDED.radius, source_updated_at = EXCLUDED.source_updated_at, changed_xid = pg_current_xact_id()
               WHERE matching.businesses.source_updated_at <= EXCLUDED.source_updated_at`,
              [b.businessId, b.userId, JSON.stringify({ ...b, ...(place ?? {}) }), place?.latitude ?? null, place?.longitude ?? null, b.industry, b.collaborationPreference, b.radius, b.updatedAt],
            );
            return;
          }
          if (event.type === 'business.deleted') {
            const { businessId } = parseEventPayload('business.deleted', event.payload);
            await lockBusiness(tx, businessId);
            await deleteBusinesses(tx, 'business_id', businessId);
            return;
          }
          const { userId } = parseEventPayload('user.deleted', event.payload);
          await tx.query(`DELETE FROM matching.partner_matches WHERE user_id = $1 OR partner_user_id = $1`, [userId]);
          await tx.query(`DELETE FROM matching.requests WHERE user_id = $1`, [userId]);
          await deleteBusinesses(tx, 'user_id', userId);
          await tx.query(`DELETE FROM matching.outbox WHERE sent_at IS NOT NULL AND envelope->'payload'->>'userId' = $1`, [userId]);
        },
      },
    );
  }
}

/**
 * Events about one business may be handled at the same time (several in flight per queue): the
 * upsert's "no tombstone yet" check must see a concurrent delete, so both take this lock first.
 */
async function lockBusiness(tx: SqlExecutor, businessId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('matching.business:' || $1, 0))`, [businessId]);
}

/**
 * Deletes businesses and leaves a tombstone for each, so every candidate index forgets them too.
 * A business id gets its tombstone even when the business never arrived (a delete overtaking
 * its upsert), so the late upsert cannot create it.
 */
async function deleteBusinesses(tx: SqlExecutor, column: 'business_id' | 'user_id', id: string): Promise<void> {
  await tx.query(
    `WITH gone AS (DELETE FROM matching.businesses WHERE ${column} = $1 RETURNING business_id)
     INSERT INTO matching.business_tombstones (business_id)
       SELECT business_id FROM gone ${column === 'business_id' ? 'UNION SELECT $1::uuid' : ''}
     ON CONFLICT (business_id) DO UPDATE SET changed_xid = pg_current_xact_id()`,
    [id],
  );
}
