import { Controller, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Put, type Type } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type MarkAllReadResult, type UnreadCount } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { type InboxItem, UserInboxStore } from './user-inbox.store';

/**
 * The four routes of one kind of inbox item under /internal/users/:userId/<kind>. The BFF puts
 * the signed-in user's id in the path; this service trusts it because only the BFF (holding the
 * internal token) can call it.
 */
export function inboxItemsHttpController<E extends InboxItem, Dto>(kind: string, entity: Type<E>, toDto: (item: E) => Dto, notFound: string) {
  @Controller(`internal/users/:userId/${kind}`)
  class InboxItemsHttpController {
    readonly store: UserInboxStore<E>;

    constructor(@InjectDataSource() dataSource: DataSource) {
      this.store = new UserInboxStore(dataSource.getRepository(entity));
    }

    @Get()
    async list(@Param('userId', ParseUUIDPipe) userId: string): Promise<Dto[]> {
      return (await this.store.list(userId)).map(toDto);
    }

    @Get('unread-count')
    async unreadCount(@Param('userId', ParseUUIDPipe) userId: string): Promise<UnreadCount> {
      return { count: await this.store.unreadCount(userId) };
    }

    @Put('mark-all-read')
    @HttpCode(200)
    async markAllRead(@Param('userId', ParseUUIDPipe) userId: string): Promise<MarkAllReadResult> {
      return { updated: await this.store.markAllRead(userId) };
    }

    @Put(':id/read')
    @HttpCode(200)
    async markRead(@Param('userId', ParseUUIDPipe) userId: string, @Param('id') id: string): Promise<Dto> {
      const item = await this.store.markRead(userId, id);
      if (!item) throw new NotFoundException(notFound);
      return toDto(item);
    }
  }
  return InboxItemsHttpController;
}
