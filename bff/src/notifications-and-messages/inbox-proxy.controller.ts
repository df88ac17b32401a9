import { Controller, Get, HttpCode, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { type MarkAllReadResult, type UnreadCount } from '@comarketing/contracts';
import { SignedInGuard } from '../auth/signed-in.guard';
import { NotificationClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { CurrentUser, type SessionUser } from '../session/session-user';

type OwnItems = { params: { userId: string } };

/** One kind's four calls to the notification service: the same reads and marks, each kind its own routes of `notificationApi`. */
export interface InboxCalls<Item> {
  list(input: OwnItems): Promise<Item[]>;
  unreadCount(input: OwnItems): Promise<UnreadCount>;
  markAllRead(input: OwnItems): Promise<MarkAllReadResult>;
  markRead(input: { params: { userId: string; id: string } }): Promise<Item>;
}

/**
 * `/api/<kind>`: the signed-in user's notifications or messages, always for the session's user
 * (a `userId` the browser adds is checked by SignedInGuard and otherwise ignored).
 */
export function inboxProxyController<Item>(kind: 'notifications' | 'messages', callsOf: (client: NotificationClient) => InboxCalls<Item>) {
  @Controller(`api/${kind}`)
  @UseGuards(SignedInGuard)
  class InboxProxyController {
    readonly calls: InboxCalls<Item>;

    constructor(
      @Inject(NotificationClient) notification: NotificationClient,
      readonly reads: PersonalReadCache,
    ) {
      this.calls = callsOf(notification);
    }

    @Get()
    list(@CurrentUser() user: SessionUser): Promise<Item[]> {
      return this.reads.read(user.id, kind, () => this.calls.list({ params: { userId: user.id } }));
    }

    @Get('unread-count')
    unreadCount(@CurrentUser() user: SessionUser): Promise<UnreadCount> {
      return this.reads.read(user.id, `${kind}/unread-count`, () => this.calls.unreadCount({ params: { userId: user.id } }));
    }

    @Put('mark-all-read')
    @HttpCode(200)
    markAllRead(@CurrentUser() user: SessionUser): Promise<MarkAllReadResult> {
      return this.calls.markAllRead({ params: { userId: user.id } });
    }

    @Put(':id/read')
    @HttpCode(200)
    markRead(@CurrentUser() user: SessionUser, @Param('id') id: string): Promise<Item> {
      return this.calls.markRead({ params: { userId: user.id, id } });
    }
  }
  return InboxProxyController;
}
