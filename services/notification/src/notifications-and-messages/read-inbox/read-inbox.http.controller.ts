import { Controller, Inject, Param, ParseUUIDPipe } from '@nestjs/common';
import { type InternalRoute, type MarkAllReadResult, type UnreadCount } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { type InboxItem } from '../inbox-item.repository';
import { type ReadInboxHandler } from './read-inbox.handler';

/** One kind's four routes in the contract (`listNotifications`, `countUnreadNotifications`...). */
export interface ReadInboxRoutes {
  list: InternalRoute;
  unreadCount: InternalRoute;
  markAllRead: InternalRoute;
  markRead: InternalRoute;
}

/**
 * The four routes of one kind of inbox item under /internal/users/:userId/<kind>, served by the
 * handler provided under `handlerToken`. The BFF puts the signed-in user's id in the path; this
 * service trusts it because only the BFF (holding the internal token) can call it.
 */
export function readInboxHttpController<E extends InboxItem, Dto>(routes: ReadInboxRoutes, handlerToken: string) {
  @Controller()
  class ReadInboxHttpController {
    constructor(@Inject(handlerToken) readonly handler: ReadInboxHandler<E, Dto>) {}

    @InternalEndpoint(routes.list)
    list(@Param('userId', ParseUUIDPipe) userId: string): Promise<Dto[]> {
      return this.handler.list(userId);
    }

    @InternalEndpoint(routes.unreadCount)
    async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
      return { count: await this.handler.unreadCount(userId) };
    }

    @InternalEndpoint(routes.markAllRead)
    async markAllRead(@Param('userId', ParseUUIDPipe) userId: string): Promise<MarkAllReadResult> {
      return { updated: await this.handler.markAllRead(userId) };
    }

    @InternalEndpoint(routes.markRead)
    markRead(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Dto> {
      return this.handler.markRead(userId, id);
    }
  }
  return ReadInboxHttpController;
}
