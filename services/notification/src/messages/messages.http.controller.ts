import { type Message } from '@comarketing/contracts';
import { type MessageEntity } from '../database/entities/message.entity';
import { readInboxHttpController } from '../inbox-items/read-inbox/read-inbox.http.controller';

/** Provided by the module: the ReadInboxHandler of messages. */
export const READ_MESSAGES = 'notification:read-messages';

export const MessagesHttpController = readInboxHttpController<MessageEntity, Message>('messages', READ_MESSAGES);
