import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { EraseUserHandler } from '../erasure/erase-user/erase-user.handler';
import { UpdateRecipientHandler } from '../recipients/update-recipient/update-recipient.handler';

export const USER_LIFECYCLE_QUEUE = 'notification.user-lifecycle';

/** The user lifecycle's queue: `user.updated` (recipient read model) and `user.deleted` (erasure). */
@Injectable()
export class UserLifecycleConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly updateRecipient: UpdateRecipientHandler,
    private readonly eraseUser: EraseUserHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: USER_LIFECYCLE_QUEUE,
      routingKeys: ['user.updated', 'user.deleted'],
      handle: async (event, tx) => {
        if (event.type === 'user.updated') return this.updateRecipient.execute(tx, parseEventPayload('user.updated', event.payload));
        const { userId } = parseEventPayload('user.deleted', event.payload);
        const erased = await this.eraseUser.execute(tx, userId);
        this.logger.info({ userId, eventId: event.id, ...erased }, 'erased user data');
      },
    });
  }
}
