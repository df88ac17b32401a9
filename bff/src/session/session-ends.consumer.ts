import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS, runWithCorrelationId } from '@comarketing/server-kit';
import { AdminSessionStore } from '../admin/session/admin-session.store';
import { SessionRegistry } from './session-registry';

/**
 * The sessions an account event ends, so they end even when the BFF that handled the request
 * failed between the service's change and its own ending of them. A password change, in settings
 * or by a reset link, ends every session, owner's or admin's, begun under an older password: by the
 * credentials version the sign-in was checked under, not by clocks, so one begun with the new
 * password (the browser that changed it) stays. A deleted account ends them all (its admin
 * sessions: AuditErasureConsumer). A durable queue shared by every BFF instance (each ending is
 * told to all of them: SessionEnds); ending is idempotent, so a redelivery needs no inbox.
 */
@Injectable()
export class SessionEndsConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly sessions: SessionRegistry,
    private readonly adminSessions: AdminSessionStore,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: 'bff.session-ends',
      routingKeys: ['user.password-changed', 'user.deleted'],
      // Under the event's correlation id, so a reset's sessions ending can be followed in the logs.
      handler: (event) => runWithCorrelationId(event.correlationId, () => this.end(event.type, event.payload)),
    });
  }

  private async end(type: string, payload: unknown): Promise<void> {
    if (type === 'user.deleted') {
      await this.sessions.endAll(parseEventPayload('user.deleted', payload).userId);
      return;
    }
    const changed = parseEventPayload('user.password-changed', payload);
    // Events written before the version was carried: their request ended the sessions itself.
    if (changed.credentialsVersion === undefined) return;
    await this.sessions.endOlderThan(changed.userId, changed.credentialsVersion);
    await this.adminSessions.endOlderThan(changed.userId, changed.credentialsVersion);
  }
}
