import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LIVE_EVENT_TYPES, parseEventPayload } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS, LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { instanceSubscription } from '../events/instance-subscription';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { LiveEventsHub, StaffEventsHub } from './live-events.hub';

const LIVE_ROUTING_KEYS = ['notification.created', 'notifications.delivered', 'message.created', 'conversation.owner-wrote', 'conversation.status-changed'];

/**
 * Every BFF instance needs every live event (a user's stream may be open on any of them); a missed
 * push only means the page learns at its next poll. A push makes the page read again at once, so the user's cached
 * reads are forgotten first (the invalidation queue may get the same event later).
 */
@Injectable()
export class LiveEventsConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly hub: LiveEventsHub,
    private readonly staff: StaffEventsHub,
    private readonly reads: PersonalReadCache,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe(
      instanceSubscription('live', LIVE_ROUTING_KEYS, async (event) => {
        if (event.type === 'message.created') {
          const { userId, messageId, conversationId } = parseEventPayload('message.created', event.payload);
          this.reads.forgetUsers([userId]);
          this.hub.push(userId, LIVE_EVENT_TYPES.message, { messageId, conversationId });
          return;
        }
        if (event.type === 'conversation.owner-wrote') {
          const { conversationId } = parseEventPayload('conversation.owner-wrote', event.payload);
          this.staff.pushToEveryone(LIVE_EVENT_TYPES.conversation, { conversationId });
          return;
        }
        if (event.type === 'conversation.status-changed') {
          const { conversationId, userId } = parseEventPayload('conversation.status-changed', event.payload);
          this.reads.forgetUsers([userId]);
          this.hub.push(userId, LIVE_EVENT_TYPES.conversation, { conversationId });
          this.staff.pushToEveryone(LIVE_EVENT_TYPES.conversation, { conversationId });
          return;
        }
        if (event.type === 'notifications.delivered') {
          // One batch of an admin's communication: only the users with a page open here get a push.
          const { userIds, communicationId } = parseEventPayload('notifications.delivered', event.payload);
          this.reads.forgetUsers(userIds);
          const pushed = userIds.reduce((sum, userId) => sum + this.hub.push(userId, LIVE_EVENT_TYPES.notification, { communicationId }), 0);
          this.logger.debug({ communicationId, users: userIds.length, pushed, eventId: event.id }, 'live events pushed');
          return;
        }
        const { userId, notificationId } = parseEventPayload('notification.created', event.payload);
        this.reads.forgetUsers([userId]);
        const delivered = this.hub.push(userId, LIVE_EVENT_TYPES.notification, { notificationId });
        this.logger.debug({ userId, delivered, eventId: event.id }, 'live event pushed');
      }),
    );
  }
}
