import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { MatchRequestHandler } from '../marketing-requests/match-request/match-request.handler';

export const REQUEST_CREATED_QUEUE = 'matching.request-created';

/** `request.created`: the request is matched (marketing-requests/match-request). */
@Injectable()
export class RequestCreatedConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly matchRequest: MatchRequestHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: REQUEST_CREATED_QUEUE,
      routingKeys: ['request.created'],
      handle: async (event, tx) => {
        await this.matchRequest.execute(tx, parseEventPayload('request.created', event.payload).requestId);
      },
    });
  }
}
