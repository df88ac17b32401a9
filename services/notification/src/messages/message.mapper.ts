import { type Message } from '@comarketing/contracts';
import { type MessageEntity } from '../database/entities/message.entity';

/** The message as the API shows it. */
export function toMessageDto(m: MessageEntity): Message {
  return {
    id: m.id,
    fromType: m.fromType,
    fromName: m.fromName,
    subject: m.subject,
    content: m.content,
    priority: m.priority,
    isRead: m.isRead,
    createdAt: m.createdAt.toISOString(),
    threadId: m.conversationId,
  };
}
