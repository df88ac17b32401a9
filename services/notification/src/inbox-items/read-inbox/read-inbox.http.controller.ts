import { Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type MarkAllReadResult, type UnreadCount } from '@comarketing/contracts';
import { type InboxItem } from '../inbox-item.repository';
import { type ReadInboxHandler } from './read-inbox.handler';

/**
 * The four routes of one kind of inbox item under /internal/users/:userId/<kind>, served by the
 * handler provided under `handlerToken`. The BFF puts the signed-in user's id in the path; this
 * service trusts it because only the BFF (holding the internal token) can call it.
 */
export function readInboxHttpController<E extends InboxItem, Dto>(kind: string, handlerToken: string) {
  @Controller(`internal/users/:userId/${kind}`)
  class ReadInboxHttpController {
    constructor(@Inject(handlerToken) readonly handler: ReadInboxHandler<E, Dto>) {}

    @Get()
    list(@Param('userId', ParseUUIDPipe) userId: string): Promise<Dto[]> {
      return this.handler.list(userId);
    }

    @Get('unread-count')
    async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
      return { count: await this.handler.unreadCount(userId) };
    }

    @Put('mark-all-read')
    @HttpCode(200)
    async markAllRead(@Param('userId', ParseUUIDPipe) userId: string): Promise<MarkAllReadResult> {
      return { updated: await this.handler.markAllRead(userId) };
    }

    @Put(':id/read')
    @HttpCode(200)
    markRead(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Dto> {
      return this.handler.markRead(userId, id);
    }
  }
  return ReadInboxHttpController;
}
