import { NotificationEntity } from '../database/entities/notification.entity';
import { inboxItemsHttpController } from '../inbox-items/inbox-items.http.controller';
import { toNotificationDto } from './notification.mapper';

export const NotificationsHttpController = inboxItemsHttpController('notifications', NotificationEntity, toNotificationDto, 'Notification not found');
