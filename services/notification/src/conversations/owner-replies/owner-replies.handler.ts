import { Injectable } from '@nestjs/common';
import { type ConversationThread } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { ConversationNotFound } from '../conversation.errors';
import { RecipientRepository } from '../../recipients/recipient.repository';
import { ConversationRepository } from '../conversation.repository';

/**
 * The owner's side: the conversation behind one of their messages, and their reply to it. Only
 * through a message the owner holds: another owner's conversation is 'not found'.
 */
@Injectable()
export class OwnerRepliesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationRepository,
    private readonly recipients: RecipientRepository,
  ) {}

  async thread(userId: string, messageId: string): Promise<ConversationThread> {
    const id = await this.conversations.ofOwnersMessage(this.unitOfWork.db, userId, messageId);
    const thread = id ? await this.conversations.thread(this.unitOfWork.db, id) : undefined;
    if (!thread) throw new ConversationNotFound();
    return thread;
  }

  reply(userId: string, messageId: string, body: string): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const id = await this.conversations.ofOwnersMessage(tx, userId, messageId);
      const conversation = id ? await this.conversations.lock(tx, id) : undefined;
      if (!conversation || conversation.user_id !== userId) throw new ConversationNotFound();
      const firstName = await this.recipients.firstNameOf(tx, userId);
      await this.conversations.addEntry(tx, conversation.id, { author: 'owner', authorName: firstName ?? 'Owner', body });
      tx.emit('conversation.owner-wrote', { conversationId: conversation.id, userId });
      return (await this.conversations.thread(tx, conversation.id))!;
    });
  }
}
