import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { WelcomeUserHandler } from '../notifications/welcome-user/welcome-user.handler';

export const WELCOME_QUEUE = 'notification.user-registered';

/** `user.registered`'s queue: the new user is welcomed (notifications/welcome-user). */
@Injectable()
export class UserRegisteredConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly welcomeUser: WelcomeUserHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: WELCOME_QUEUE,
      routingKeys: ['user.registered'],
      handle: (event, tx) => this.welcomeUser.execute(tx, event.id, parseEventPayload('user.registered', event.payload), event.occurredAt),
    });
  }
}
