import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { GEOGRAPHY, type Geography } from '../read-model/geography.provider';

export const READ_MODEL_QUEUE = 'matching.business-read-model';

/**
 * Keeps matching's own copy of the business facts it scores on, located through the outcode
 * table. An older event never overwrites a newer one (events may arrive out of order).
 * `user.deleted` erases the user's businesses, requests and both sides of their matches.
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
            await tx.query(
              `INSERT INTO matching.businesses (business_id, user_id, facts, latitude, longitude, industry, collaboration_preference, radius, source_updated_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
               ON CONFLICT (business_id) DO UPDATE SET user_id = EXCLUDED.user_id, facts = EXCLUDED.facts, latitude = EXCLUDED.latitude,
                 longitude = EXCLUDED.longitude, industry = EXCLUDED.industry, collaboration_preference = EXCLUDED.collaboration_preference,
                 radius = EXCLUDED.radius, source_updated_at = EXCLUDED.source_updated_at
               WHERE matching.businesses.source_updated_at <= EXCLUDED.source_updated_at`,
              [b.businessId, b.userId, JSON.stringify({ ...b, ...(place ?? {}) }), place?.latitude ?? null, place?.longitude ?? null, b.industry, b.collaborationPreference, b.radius, b.updatedAt],
            );
            return;
          }
          if (event.type === 'business.deleted') {
            const { businessId } = parseEventPayload('business.deleted', event.payload);
            await tx.query(`DELETE FROM matching.businesses WHERE business_id = $1`, [businessId]);
            return;
          }
          const { userId } = parseEventPayload('user.deleted', event.payload);
          await tx.query(`DELETE FROM matching.partner_matches WHERE user_id = $1 OR partner_user_id = $1`, [userId]);
          await tx.query(`DELETE FROM matching.requests WHERE user_id = $1`, [userId]);
          await tx.query(`DELETE FROM matching.businesses WHERE user_id = $1`, [userId]);
          await tx.query(`DELETE FROM matching.outbox WHERE sent_at IS NOT NULL AND envelope->'payload'->>'userId' = $1`, [userId]);
        },
      },
    );
  }
}
