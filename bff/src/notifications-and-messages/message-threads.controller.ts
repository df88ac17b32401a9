import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { conversationReplySchema, type ConversationThread } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SignedInGuard } from '../auth/signed-in.guard';
import { NotificationClient } from '../clients/service-clients';
import { CurrentUser, type SessionUser } from '../session/session-user';

/** The owner's own address is not sent back to them; staff appear as the team (no staff member's id or address is in a thread). */
export const forOwner = (thread: ConversationThread) => ({ ...thread, owner: { ...thread.owner, email: null } });

/**
 * `GET /api/messages/:id/thread` and `POST /api/messages/:id/replies`: the conversation behind one
 * of the signed-in owner's messages, and their answer. Always the session's user: another owner's
 * message id is 'not found'.
 */
@Controller('api/messages/:id')
@UseGuards(SignedInGuard)
export class MessageThreadsController {
  constructor(@Inject(NotificationClient) private readonly notification: NotificationClient) {}

  @Get('thread')
  async thread(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<ConversationThread> {
    return forOwner(await this.notification.readMessageThread({ params: { userId: user.id, messageId: id } }));
  }

  @Post('replies')
  @HttpCode(201)
  async reply(@CurrentUser() user: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const reply = parseInput(conversationReplySchema, body);
    return forOwner(await this.notification.replyToMessage({ params: { userId: user.id, messageId: id }, body: reply }));
  }
}
