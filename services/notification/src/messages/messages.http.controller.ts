import { type Message, notificationApi } from '@comarketing/contracts';
import { type MessageEntity } from '../database/entities/message.entity';
import { readInboxHttpController } from '../notifications-and-messages/read-inbox/read-inbox.http.controller';

/** Provided by the module: the ReadInboxHandler of messages. */
export const READ_MESSAGES = 'notification:read-messages';

const { listMessages, countUnreadMessages, markAllMessagesRead, markMessageRead } = notificationApi.routes;

export const MessagesHttpController = readInboxHttpController<MessageEntity, Message>({ list: listMessages, unreadCount: countUnreadMessages, markAllRead: markAllMessagesRead, markRead: markMessageRead }, READ_MESSAGES);
