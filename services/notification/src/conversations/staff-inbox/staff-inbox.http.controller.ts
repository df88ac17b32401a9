import { Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { type Conversation, type ConversationThread, notificationApi, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput, UnitOfWork } from '@comarketing/server-kit';
import { ConversationNotFound } from '../conversation.errors';
import { ConversationRepository } from '../conversation.repository';

const { listConversations, readConversation } = notificationApi.routes;

/** Staff's view: conversations by status, newest activity first; opening one marks the owner's entries read. */
@Controller()
export class StaffInboxHttpController {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationRepository,
  ) {}

  @InternalEndpoint(listConversations)
  async page(@Query() query: unknown): Promise<Page<Conversation>> {
    const q = parseInput(listConversations.query, query);
    const { rows, total } = await this.conversations.page(this.unitOfWork.db, q);
    return { rows, total, page: q.page, pageSize: q.pageSize };
  }

  @InternalEndpoint(readConversation)
  async one(@Param('id', ParseUUIDPipe) id: string): Promise<ConversationThread> {
    await this.conversations.markReadByStaff(this.unitOfWork.db, id);
    const thread = await this.conversations.thread(this.unitOfWork.db, id);
    if (!thread) throw new ConversationNotFound();
    return thread;
  }
}
