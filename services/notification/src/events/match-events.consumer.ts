import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { NotifyMatchOwnersHandler } from '../notifications/notify-match-owners/notify-match-owners.handler';

export const MATCH_EVENTS_QUEUE = 'notification.match-events';

/** The match events' queue: `matches.found`, `match.suggested`, `group.created`, `match.responded`, `match.expired`. */
@Injectable()
export class MatchEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly notifyMatchOwners: NotifyMatchOwnersHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: MATCH_EVENTS_QUEUE,
      routingKeys: ['matches.found', 'match.suggested', 'group.created', 'match.responded', 'match.expired'],
      handle: async (event, tx) => {
        if (event.type === 'matches.found') return this.notifyMatchOwners.matchesFound(tx, event.id, parseEventPayload('matches.found', event.payload));
        if (event.type === 'match.suggested') return this.notifyMatchOwners.matchSuggested(tx, event.id, parseEventPayload('match.suggested', event.payload));
        if (event.type === 'group.created') return this.notifyMatchOwners.groupCreated(tx, event.id, parseEventPayload('group.created', event.payload));
        if (event.type === 'match.responded') return this.notifyMatchOwners.matchResponded(tx, event.id, parseEventPayload('match.responded', event.payload));
        return this.notifyMatchOwners.matchExpired(tx, event.id, parseEventPayload('match.expired', event.payload));
      },
    });
  }
}
