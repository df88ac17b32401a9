import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { conversationReplySchema, type ConversationThread } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { OwnerRepliesHandler } from './owner-replies.handler';

@Controller('internal/users/:userId/messages/:messageId')
export class OwnerRepliesHttpController {
  constructor(private readonly handler: OwnerRepliesHandler) {}

  @Get('thread')
  thread(@Param('userId', ParseUUIDPipe) userId: string, @Param('messageId', ParseUUIDPipe) messageId: string): Promise<ConversationThread> {
    return this.handler.thread(userId, messageId);
  }

  @Post('replies')
  @HttpCode(201)
  reply(@Param('userId', ParseUUIDPipe) userId: string, @Param('messageId', ParseUUIDPipe) messageId: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.reply(userId, messageId, parseInput(conversationReplySchema, body).body);
  }
}
