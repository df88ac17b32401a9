import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { SessionRegistry } from './session-registry';

/**
 * The sessions an account event ends, so they end even when the BFF that handled the request
 * failed between the service's change and its own `endAll`: a password set by a reset link ends
 * every session begun before it (one signed in with the new password stays), a deleted account
 * ends them all. A durable queue shared by every BFF instance; ending is idempotent, so a
 * redelivery needs no inbox.
 */
@Injectable()
export class SessionEndsConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly sessions: SessionRegistry,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: 'bff.session-ends',
      routingKeys: ['user.password-changed', 'user.deleted'],
      handler: async (event) => {
        if (event.type === 'user.deleted') {
          await this.sessions.endAll(parseEventPayload('user.deleted', event.payload).userId);
          return;
        }
        const changed = parseEventPayload('user.password-changed', event.payload);
        if (changed.via === 'reset-link') await this.sessions.endBegunBefore(changed.userId, new Date(changed.at));
      },
    });
  }
}
