import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { eraseEventsMentioning, type SqlExecutor } from '@comarketing/messaging';
import { InboxSubscriptions, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { NOTIFICATION_SCHEMA } from '../notification.schema-name';

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

/**
 * Everything this service holds about the user: their own notifications, messages, preferences and
 * recipient row, and the notifications other users got about them (a match with their business,
 * which no longer exists: the notice would point to nothing, so it goes rather than being redacted).
 * Events that named them leave the outbox: `notification.created` carries the recipient's id, and,
 * for a notice about them, the id of the notification deleted here.
 */
async function eraseUser(tx: SqlExecutor, userId: string): Promise<{ aboutThem: number; events: number }> {
  const aboutThem = await tx.query<{ id: string }>(`DELETE FROM notification.notifications WHERE about_user_ids @> ARRAY[$1::uuid] RETURNING id`, [userId]);
  const recipients = await tx.query<{ email: string }>(`DELETE FROM notification.recipients WHERE user_id = $1 RETURNING email`, [userId]);
  for (const table of ['notifications', 'messages', 'preferences']) {
    await tx.query(`DELETE FROM notification.${table} WHERE user_id = $1`, [userId]);
  }
  const events = await eraseEventsMentioning(tx, NOTIFICATION_SCHEMA, [userId, ...recipients.map((r) => r.email), ...aboutThem.map((n) => n.id)]);
  return { aboutThem: aboutThem.length, events: events.deleted + events.whenSent };
}
