import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { eraseUser } from '../erasure/erase-user';

export const USER_LIFECYCLE_QUEUE = 'notification.user-lifecycle';

/**
 * `user.updated` keeps the recipient read model current; `user.deleted` erases everything this
 * service holds about the user (see eraseUser).
 */
@Injectable()
export class UserLifecycleConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume(
      {
        queue: USER_LIFECYCLE_QUEUE,
        routingKeys: ['user.updated', 'user.deleted'],
        handle: async (event, tx) => {
          if (event.type === 'user.updated') {
            const user = parseEventPayload('user.updated', event.payload);
            await tx.query(`UPDATE notification.recipients SET email = $2, first_name = $3 WHERE user_id = $1`, [user.userId, user.email, user.firstName]);
            return;
          }
          const { userId } = parseEventPayload('user.deleted', event.payload);
          const erased = await eraseUser(tx, userId);
          this.logger.info({ userId, eventId: event.id, ...erased }, 'erased user data');
        },
      },
    );
  }
}

