import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type ConversationThread, notificationApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { OwnerRepliesHandler } from './owner-replies.handler';

const { readMessageThread, replyToMessage } = notificationApi.routes;

@Controller()
export class OwnerRepliesHttpController {
  constructor(private readonly handler: OwnerRepliesHandler) {}

  @InternalEndpoint(readMessageThread)
  thread(@Param('userId', ParseUUIDPipe) userId: string, @Param('messageId', ParseUUIDPipe) messageId: string): Promise<ConversationThread> {
    return this.handler.thread(userId, messageId);
  }

  @InternalEndpoint(replyToMessage)
  reply(@Param('userId', ParseUUIDPipe) userId: string, @Param('messageId', ParseUUIDPipe) messageId: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.reply(userId, messageId, parseInput(replyToMessage.body, body).body);
  }
}
