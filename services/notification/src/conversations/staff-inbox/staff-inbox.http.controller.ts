import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { type Conversation, type ConversationThread, CONVERSATION_STATUSES, type Page } from '@comarketing/contracts';
import { parseInput, UnitOfWork } from '@comarketing/server-kit';
import { z } from 'zod';
import { ConversationNotFound } from '../conversation.errors';
import { ConversationRepository } from '../conversation.repository';

const listQuery = z.object({
  status: z.enum(['all', ...CONVERSATION_STATUSES]).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Staff's view: conversations by status, newest activity first; opening one marks the owner's entries read. */
@Controller('internal/conversations')
export class StaffInboxHttpController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationRepository,
  ) {}

  @Get()
  async page(@Query() query: unknown): Promise<Page<Conversation>> {
    const q = parseInput(listQuery, query);
    const { rows, total } = await this.conversations.page(this.unitOfWork.db, q);
    return { rows, total, page: q.page, pageSize: q.pageSize };
  }

  @Get(':id')
  async one(@Param('id', ParseUUIDPipe) id: string): Promise<ConversationThread> {
    await this.conversations.markReadByStaff(this.unitOfWork.db, id);
    const thread = await this.conversations.thread(this.unitOfWork.db, id);
    if (!thread) throw new ConversationNotFound();
    return thread;
  }
}
