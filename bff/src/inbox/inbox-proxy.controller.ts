import { Controller, Get, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { markAllReadResultSchema, unreadCountSchema } from '@comarketing/contracts';
import { z } from 'zod';
import { SignedInGuard } from '../auth/signed-in.guard';
import { NotificationClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * `/api/<kind>`: the signed-in user's notifications or messages, always for the session's user
 * (a `userId` the browser adds is checked by SignedInGuard and otherwise ignored).
 */
export function inboxProxyController<S extends z.ZodType>(kind: 'notifications' | 'messages', itemSchema: S) {
  const listSchema = z.array(itemSchema);

  @Controller(`api/${kind}`)
  @UseGuards(SignedInGuard)
  class InboxProxyController {
    constructor(
      @Inject(NotificationClient) readonly notification: NotificationClient,
      readonly reads: PersonalReadCache,
    ) {}

    @Get()
    list(@CurrentUser() user: SessionUser) {
      return this.reads.read(user.id, kind, () => this.notification.request('GET', `/internal/users/${user.id}/${kind}`, { schema: listSchema }));
    }

    @Get('unread-count')
    unreadCount(@CurrentUser() user: SessionUser) {
      return this.reads.read(user.id, `${kind}/unread-count`, () => this.notification.request('GET', `/internal/users/${user.id}/${kind}/unread-count`, { schema: unreadCountSchema }));
    }

    @Put('mark-all-read')
    @HttpCode(200)
    markAllRead(@CurrentUser() user: SessionUser) {
      return this.notification.request('PUT', `/internal/users/${user.id}/${kind}/mark-all-read`, { schema: markAllReadResultSchema });
    }

    @Put(':id/read')
    @HttpCode(200)
    markRead(@CurrentUser() user: SessionUser, @Param('id') id: string) {
      return this.notification.request('PUT', `/internal/users/${user.id}/${kind}/${encodeURIComponent(id)}/read`, { schema: itemSchema });
    }
  }
  return InboxProxyController;
}
