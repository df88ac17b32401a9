import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS } from '@comarketing/server-kit';
import { AdminSessionStore } from '../session/admin-session.store';
import { AuditTrail } from './audit-trail';

/**
 * `user.deleted`, whoever deleted the account: the audit trail forgets who the user was and their
 * admin sessions end. A durable queue shared by every BFF instance; both steps are idempotent, so
 * a redelivery needs no inbox.
 */
@Injectable()
export class AuditErasureConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly audit: AuditTrail,
    private readonly sessions: AdminSessionStore,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: 'bff.admin-erasure',
      routingKeys: ['user.deleted'],
      handler: async (event) => {
        const { userId } = parseEventPayload('user.deleted', event.payload);
        await this.audit.forgetUser(userId);
        await this.sessions.endAllOf(userId);
      },
    });
  }
}
