import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type ConversationThread, notificationApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { StaffWritesHandler } from './staff-writes.handler';

const { startConversation, writeStaffReply, setConversationStatus } = notificationApi.routes;

@Controller()
export class StaffWritesHttpController {
  constructor(private readonly handler: StaffWritesHandler) {}

  @InternalEndpoint(startConversation)
  start(@Body() body: unknown): Promise<ConversationThread> {
    const { staff, input } = parseInput(startConversation.body, body);
    return this.handler.start(input, staff);
  }

  @InternalEndpoint(writeStaffReply)
  reply(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const { staff, input } = parseInput(writeStaffReply.body, body);
    return this.handler.reply(id, input.body, staff);
  }

  @InternalEndpoint(setConversationStatus)
  setStatus(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.setStatus(id, parseInput(setConversationStatus.body, body).status);
  }
}
