import { type Notification } from '@comarketing/contracts';
import { NotificationEntity } from '../database/entities/notification.entity';
import { inboxItemsHttpController } from '../inbox-items/inbox-items.http.controller';

export function toNotificationDto(n: NotificationEntity): Notification {
  return {
    id: n.id,
    type: n.type,
    title: n.title,
    message: n.message,
    priority: n.priority,
    isRead: n.isRead,
    createdAt: n.createdAt.toISOString(),
    actionUrl: n.actionUrl,
    actionText: n.actionText,
  };
}

export const NotificationsHttpController = inboxItemsHttpController('notifications', NotificationEntity, toNotificationDto, 'Notification not found');
