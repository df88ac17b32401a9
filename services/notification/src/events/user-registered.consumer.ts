import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload, WELCOME_NOTIFICATION } from '@comarketing/contracts';
import { InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { lockUsers, noneErased } from '../erasure/erased-users';
import { createNotification } from '../notifications/create-notification';

export const WELCOME_QUEUE = 'notification.user-registered';

/** `user.registered`: remember the new recipient and greet them with a welcome notification. */
@Injectable()
export class UserRegisteredConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume(
      {
        queue: WELCOME_QUEUE,
        routingKeys: ['user.registered'],
        handle: async (event, tx) => {
          const user = parseEventPayload('user.registered', event.payload);
          // Not for a user erased meanwhile (the sign-up notice can arrive after the deletion's).
          await lockUsers(tx, [user.userId], 'write');
          await tx.query(
            `INSERT INTO notification.recipients (user_id, email, first_name) SELECT $1::uuid, $2::text, $3::text WHERE ${noneErased('ARRAY[$1::uuid]')}
             ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name`,
            [user.userId, user.email, user.firstName],
          );
          await createNotification(tx, {
            userId: user.userId,
            type: WELCOME_NOTIFICATION.type,
            title: WELCOME_NOTIFICATION.title,
            message: WELCOME_NOTIFICATION.message(user.firstName),
            actionUrl: WELCOME_NOTIFICATION.actionUrl,
            actionText: WELCOME_NOTIFICATION.actionText,
            sourceEventId: event.id,
          });
          this.logger.info({ userId: user.userId, eventId: event.id }, 'welcome notification created');
        },
      },
    );
  }
}
