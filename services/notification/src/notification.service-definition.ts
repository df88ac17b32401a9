import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { NotificationModule, notificationEntities, notificationMigrations } from './notification.module';
import { NOTIFICATION_SCHEMA } from './notification.schema-name';
import { loadNotificationSettings } from './notification.settings';

/** How to run the notification service: alone (main.ts) or inside the embedded platform. */
export const notificationService: DomainServiceDefinition = {
  name: 'notification',
  schema: NOTIFICATION_SCHEMA,
  defaultPort: 3102,
  entities: notificationEntities,
  migrations: notificationMigrations,
  module: (platform, env) => NotificationModule.forRoot(platform, loadNotificationSettings(env)),
};
