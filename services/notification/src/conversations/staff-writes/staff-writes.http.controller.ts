import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Put } from '@nestjs/common';
import { conversationReplySchema, conversationStatusChangeSchema, type ConversationThread, staffAuthorSchema, staffMessageRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { StaffWritesHandler } from './staff-writes.handler';

const withStaff = <S extends z.ZodTypeAny>(schema: S) => z.object({ staff: staffAuthorSchema, input: schema });

@Controller('internal/conversations')
export class StaffWritesHttpController {
  constructor(private readonly handler: StaffWritesHandler) {}

  @Post()
  @HttpCode(201)
  start(@Body() body: unknown): Promise<ConversationThread> {
    const { staff, input } = parseInput(withStaff(staffMessageRequestSchema), body);
    return this.handler.start(input, staff);
  }

  @Post(':id/staff-replies')
  @HttpCode(201)
  reply(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const { staff, input } = parseInput(withStaff(conversationReplySchema), body);
    return this.handler.reply(id, input.body, staff);
  }

  @Put(':id/status')
  setStatus(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    return this.handler.setStatus(id, parseInput(conversationStatusChangeSchema, body).status);
  }
}
