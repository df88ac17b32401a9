import { type Notification, notificationApi } from '@comarketing/contracts';
import { type NotificationEntity } from '../database/entities/notification.entity';
import { readInboxHttpController } from '../notifications-and-messages/read-inbox/read-inbox.http.controller';

/** Provided by the module: the ReadInboxHandler of notifications. */
export const READ_NOTIFICATIONS = 'notification:read-notifications';

const { listNotifications, countUnreadNotifications, markAllNotificationsRead, markNotificationRead } = notificationApi.routes;

export const NotificationsHttpController = readInboxHttpController<NotificationEntity, Notification>(
  { list: listNotifications, unreadCount: countUnreadNotifications, markAllRead: markAllNotificationsRead, markRead: markNotificationRead },
  READ_NOTIFICATIONS,
);
