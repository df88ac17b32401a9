import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type ConversationThread, notificationApi, type SupportConversation } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { SupportChatHandler } from './support-chat.handler';

const { readSupportConversation, startSupportConversation, writeSupportEntry } = notificationApi.routes;

@Controller()
export class SupportChatHttpController {
  constructor(private readonly handler: SupportChatHandler) {}

  @InternalEndpoint(readSupportConversation)
  async latest(@Param('userId', ParseUUIDPipe) userId: string): Promise<SupportConversation> {
    return { conversation: await this.handler.latest(userId) };
  }

  @InternalEndpoint(startSupportConversation)
  start(@Param('userId', ParseUUIDPipe) userId: string): Promise<ConversationThread> {
    return this.handler.start(userId);
  }

  @InternalEndpoint(writeSupportEntry)
  write(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.write(userId, parseInput(writeSupportEntry.body, body).body);
  }
}
