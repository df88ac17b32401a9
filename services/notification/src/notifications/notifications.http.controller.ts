import { type Notification } from '@comarketing/contracts';
import { type NotificationEntity } from '../database/entities/notification.entity';
import { readInboxHttpController } from '../inbox-items/read-inbox/read-inbox.http.controller';

/** Provided by the module: the ReadInboxHandler of notifications. */
export const READ_NOTIFICATIONS = 'notification:read-notifications';

export const NotificationsHttpController = readInboxHttpController<NotificationEntity, Notification>('notifications', READ_NOTIFICATIONS);
