import { type Message } from '@comarketing/contracts';
import { MessageEntity } from '../database/entities/message.entity';
import { inboxItemsHttpController } from '../inbox-items/inbox-items.http.controller';

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
  };
}

export const MessagesHttpController = inboxItemsHttpController('messages', MessageEntity, toMessageDto, 'Message not found');
