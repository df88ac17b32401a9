import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { conversationReplySchema, type ConversationThread, type SupportConversation } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { SupportChatHandler } from './support-chat.handler';

@Controller('internal/users/:userId/support-conversation')
export class SupportChatHttpController {
  constructor(private readonly handler: SupportChatHandler) {}

  @Get()
  async latest(@Param('userId', ParseUUIDPipe) userId: string): Promise<SupportConversation> {
    return { conversation: await this.handler.latest(userId) };
  }

  @Post()
  @HttpCode(201)
  start(@Param('userId', ParseUUIDPipe) userId: string): Promise<ConversationThread> {
    return this.handler.start(userId);
  }

  @Post('entries')
  @HttpCode(201)
  write(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.write(userId, parseInput(conversationReplySchema, body).body);
  }
}
