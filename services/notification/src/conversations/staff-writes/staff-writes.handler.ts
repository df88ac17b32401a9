import { Injectable } from '@nestjs/common';
import { type ConversationThread, type staffAuthorSchema, type StaffMessageRequest, type Conversation } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { type z } from 'zod';
import { ConversationNotFound } from '../conversation.errors';
import { ConversationRepository } from '../conversation.repository';

type Staff = z.infer<typeof staffAuthorSchema>;

/**
 * What staff write to an owner: a new conversation (the spec's message: subject, body, priority)
 * or a reply in one. Each entry is also a message in the owner's Messages tab, announced
 * (`message.created`) so their open pages show it at once; a closed or open status is staff's call.
 */
@Injectable()
export class StaffWritesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationRepository,
  ) {}

  start(input: Required<StaffMessageRequest>, staff: Staff): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const id = await this.conversations.create(tx, { userId: input.userId, kind: 'message', subject: input.subject });
      await this.write(tx, { id, userId: input.userId, subject: input.subject, kind: 'message' }, input.body, input.priority, staff);
      return (await this.conversations.thread(tx, id))!;
    });
  }

  reply(conversationId: string, body: string, staff: Staff): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const conversation = await this.conversations.lock(tx, conversationId);
      if (!conversation) throw new ConversationNotFound();
      const thread = (await this.conversations.thread(tx, conversationId))!;
      await this.write(tx, { id: conversationId, userId: conversation.user_id, subject: `Re: ${conversation.subject}`, kind: thread.kind }, body, 'normal', staff);
      await this.conversations.markReadByStaff(tx, conversationId);
      return (await this.conversations.thread(tx, conversationId))!;
    });
  }

  setStatus(conversationId: string, status: Conversation['status']): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const conversation = await this.conversations.lock(tx, conversationId);
      if (!conversation) throw new ConversationNotFound();
      await this.conversations.setStatus(tx, conversationId, status);
      tx.emit('conversation.status-changed', { conversationId, userId: conversation.user_id, status });
      return (await this.conversations.thread(tx, conversationId))!;
    });
  }

  private async write(tx: Transaction, c: { id: string; userId: string; subject: string; kind: Conversation['kind'] }, body: string, priority: string, staff: Staff): Promise<void> {
    await this.conversations.addEntry(tx, c.id, { author: 'staff', authorName: 'Co-Marketing Hub team', staffId: staff.id, body });
    const messageId = await this.conversations.addOwnerMessage(tx, { userId: c.userId, conversationId: c.id, fromType: c.kind === 'support' ? 'support' : 'admin', subject: c.subject, content: body, priority });
    tx.emit('message.created', { messageId, userId: c.userId, conversationId: c.id });
  }
}
