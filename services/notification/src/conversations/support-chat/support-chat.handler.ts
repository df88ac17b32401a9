import { Injectable } from '@nestjs/common';
import { type ConversationThread, SUPPORT_CHAT_TEXT } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { RecipientRepository } from '../../recipients/recipient.repository';
import { ConversationRepository } from '../conversation.repository';

/**
 * The owner's live chat with the team. An owner has at most one open support conversation: 'Live
 * Support' opens it (or returns the open one), and what they write goes into it; once staff close
 * it, the next message starts a new one. Each owner entry is announced so staff's open Support
 * view refetches at once; staff answers reach the owner through `StaffWritesHandler`.
 */
@Injectable()
export class SupportChatHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly conversations: ConversationRepository,
    private readonly recipients: RecipientRepository,
  ) {}

  /** The most recent support chat, open or closed (a closed one tells the page the team ended it). */
  async latest(userId: string): Promise<ConversationThread | null> {
    const id = await this.conversations.latestSupportOf(this.unitOfWork.db, userId);
    return (id && (await this.conversations.thread(this.unitOfWork.db, id))) || null;
  }

  start(userId: string): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const id = await this.openConversation(tx, userId);
      return (await this.conversations.thread(tx, id))!;
    });
  }

  write(userId: string, body: string): Promise<ConversationThread> {
    return this.unitOfWork.run(async (tx) => {
      const id = await this.openConversation(tx, userId);
      const firstName = await this.recipients.firstNameOf(tx, userId);
      await this.conversations.addEntry(tx, id, { author: 'owner', authorName: firstName ?? 'Owner', body });
      tx.emit('conversation.owner-wrote', { conversationId: id, userId });
      return (await this.conversations.thread(tx, id))!;
    });
  }

  private async openConversation(tx: Transaction, userId: string): Promise<string> {
    const open = await this.conversations.lockOpenSupportOf(tx, userId);
    if (open) return open;
    const id = await this.conversations.create(tx, { userId, kind: 'support', subject: SUPPORT_CHAT_TEXT.subject });
    // A new chat is news for staff even before its first line: someone is waiting.
    tx.emit('conversation.owner-wrote', { conversationId: id, userId });
    return id;
  }
}
