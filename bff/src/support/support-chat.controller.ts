import { Body, Controller, Get, Header, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { conversationReplySchema, type ConversationThread, type SupportConversation } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { NotificationClient } from '../clients/service-clients';
import { forOwner } from '../notifications-and-messages/message-threads.controller';
import { CurrentUser, type SessionUser } from '../session/session-user';

/**
 * The signed-in owner's live chat with the team (the chat assistant's 'Live Support', the Support
 * Center's 'Start Live Chat'): `GET /api/support/conversation` (the latest, or null), `POST` to
 * open one (or get the open one), `POST .../messages` to write. Always the session's user; a
 * visitor gets 401 and the page offers sign-in or e-mail instead.
 */
@Controller('api/support/conversation')
@UseGuards(SignedInGuard)
export class SupportChatController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  async latest(@CurrentUser() user: SessionUser): Promise<SupportConversation> {
    const { conversation } = await this.notification.readSupportConversation({ params: { userId: user.id } });
    return { conversation: conversation && forOwner(conversation) };
  }

  @Post()
  @HttpCode(201)
  async start(@CurrentUser() user: SessionUser): Promise<ConversationThread> {
    return forOwner(await this.notification.startSupportConversation({ params: { userId: user.id } }));
  }

  @Post('messages')
  @HttpCode(201)
  async write(@CurrentUser() user: SessionUser, @Body() body: unknown): Promise<ConversationThread> {
    const line = parseInput(conversationReplySchema, body);
    return forOwner(await this.notification.writeSupportEntry({ params: { userId: user.id }, body: line }));
  }
}
