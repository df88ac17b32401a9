import { MessageEntity } from '../database/entities/message.entity';
import { inboxItemsHttpController } from '../inbox-items/inbox-items.http.controller';
import { toMessageDto } from './message.mapper';

export const MessagesHttpController = inboxItemsHttpController('messages', MessageEntity, toMessageDto, 'Message not found');
