import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { eraseBusinesses, eraseUser, lockBusinesses } from '../erasure/erase';
import { GEOGRAPHY, type Geography } from '../read-model/geography.provider';

export const READ_MODEL_QUEUE = 'matching.business-read-model';

/**
 * Keeps matching's own copy of the business facts it scores on, located through the outcode
 * table. An older event never overwrites a newer one (events may arrive out of order).
 * `business.deleted` and `user.deleted` erase the business, or the user, from everything this
 * service holds and has sent (src/erasure). A deleted business leaves a tombstone (its id only)
 * for the candidate indexes' change feed.
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
            await lockBusinesses(tx, [b.businessId]);
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
            await eraseBusinesses(tx, [businessId]);
            return;
          }
          const { userId } = parseEventPayload('user.deleted', event.payload);
          await eraseUser(tx, userId);
        },
      },
    );
  }
}
