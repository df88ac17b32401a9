import { messageSchema, notificationSchema } from '@comarketing/contracts';
import { inboxProxyController } from './inbox-proxy.controller';

export const NotificationsController = inboxProxyController('notifications', notificationSchema);
export const MessagesController = inboxProxyController('messages', messageSchema);
