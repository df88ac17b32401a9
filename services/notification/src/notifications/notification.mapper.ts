import { type Notification } from '@comarketing/contracts';
import { type NotificationEntity } from '../database/entities/notification.entity';

/** The notification as the API shows it. */
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
