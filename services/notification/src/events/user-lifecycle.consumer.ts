import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { EraseUserHandler } from '../erasure/erase-user/erase-user.handler';
import { ConfirmAddressHandler } from '../recipients/confirm-address/confirm-address.handler';
import { UpdateRecipientHandler } from '../recipients/update-recipient/update-recipient.handler';

export const USER_LIFECYCLE_QUEUE = 'notification.user-lifecycle';

/** The user lifecycle's queue: `user.updated` and `user.email-verified` (recipient read model) and `user.deleted` (erasure). */
@Injectable()
export class UserLifecycleConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly updateRecipient: UpdateRecipientHandler,
    private readonly confirmAddress: ConfirmAddressHandler,
    private readonly eraseUser: EraseUserHandler,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: USER_LIFECYCLE_QUEUE,
      routingKeys: ['user.updated', 'user.email-verified', 'user.deleted'],
      handle: async (event, tx) => {
        if (event.type === 'user.updated') return this.updateRecipient.execute(tx, parseEventPayload('user.updated', event.payload), event.occurredAt);
        if (event.type === 'user.email-verified') return this.confirmAddress.execute(tx, parseEventPayload('user.email-verified', event.payload), event.occurredAt);
        const { userId } = parseEventPayload('user.deleted', event.payload);
        const erased = await this.eraseUser.execute(tx, userId);
        this.logger.info({ userId, eventId: event.id, ...erased }, 'erased user data');
      },
    });
  }
}
