import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { CountEventsHandler } from '../metrics/count-events/count-events.handler';
import { ForgetUserHandler } from '../page-views/forget-user/forget-user.handler';

export const DOMAIN_COUNTS_QUEUE = 'analytics.domain-counts';

/**
 * The analytics queue: registrations, businesses, requests and matches feed the daily counts
 * (metrics/count-events); `user.deleted` erases whose page views they were (page-views/forget-user).
 */
@Injectable()
export class DomainCountsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly counts: CountEventsHandler,
    private readonly forgetUser: ForgetUserHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: DOMAIN_COUNTS_QUEUE,
      routingKeys: ['user.registered', 'user.deleted', 'business.upserted', 'business.deleted', 'request.created', 'matches.found', 'match.suggested'],
      handle: async (event, tx) => {
        switch (event.type) {
          case 'user.registered':
            // A staff account made at start is not a sign-up.
            if (parseEventPayload('user.registered', event.payload).staff) return;
            return this.counts.userRegistered(tx, event.occurredAt);
          case 'user.deleted':
            return this.forgetUser.execute(tx, parseEventPayload('user.deleted', event.payload).userId);
          case 'business.upserted':
            return this.counts.businessUpserted(tx, event.occurredAt, parseEventPayload('business.upserted', event.payload));
          case 'business.deleted':
            return this.counts.businessDeleted(tx, parseEventPayload('business.deleted', event.payload).businessId);
          case 'request.created':
            parseEventPayload('request.created', event.payload);
            return this.counts.requestCreated(tx, event.occurredAt);
          case 'matches.found':
            return this.counts.matchesFound(tx, event.occurredAt, parseEventPayload('matches.found', event.payload));
          default:
            parseEventPayload('match.suggested', event.payload);
            return this.counts.matchSuggested(tx, event.occurredAt);
        }
      },
    });
  }
}
