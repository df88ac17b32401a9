import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { EraseBusinessHandler } from '../erasure/erase-business/erase-business.handler';
import { EraseUserHandler } from '../erasure/erase-user/erase-user.handler';
import { UpsertBusinessHandler } from '../read-model/upsert-business/upsert-business.handler';

export const READ_MODEL_QUEUE = 'matching.business-read-model';

/** The business read model's queue: `business.upserted`, `business.deleted`, `user.deleted`. */
@Injectable()
export class BusinessReadModelConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly upsertBusiness: UpsertBusinessHandler,
    private readonly eraseBusiness: EraseBusinessHandler,
    private readonly eraseUser: EraseUserHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: READ_MODEL_QUEUE,
      routingKeys: ['business.upserted', 'business.deleted', 'user.deleted'],
      handle: async (event, tx) => {
        if (event.type === 'business.upserted') return this.upsertBusiness.execute(tx, parseEventPayload('business.upserted', event.payload));
        if (event.type === 'business.deleted') return this.eraseBusiness.execute(tx, [parseEventPayload('business.deleted', event.payload).businessId]);
        return this.eraseUser.execute(tx, parseEventPayload('user.deleted', event.payload).userId);
      },
    });
  }
}
