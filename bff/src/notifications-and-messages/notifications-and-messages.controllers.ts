import { inboxProxyController } from './inbox-proxy.controller';

export const NotificationsController = inboxProxyController('notifications', (client) => ({
  list: client.listNotifications,
  unreadCount: client.countUnreadNotifications,
  markAllRead: client.markAllNotificationsRead,
  markRead: client.markNotificationRead,
}));
export const MessagesController = inboxProxyController('messages', (client) => ({
  list: client.listMessages,
  unreadCount: client.countUnreadMessages,
  markAllRead: client.markAllMessagesRead,
  markRead: client.markMessageRead,
}));
