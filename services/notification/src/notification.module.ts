import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { MessageEntity } from './database/entities/message.entity';
import { NotificationEntity } from './database/entities/notification.entity';
import { RecipientEntity } from './database/entities/recipient.entity';
import { CreateNotificationSchema1763740900000 } from './database/migrations/1763740900000-create-notification-schema';
import { UserRegisteredConsumer } from './events/user-registered.consumer';
import { MessagesHttpController } from './messages/messages.http.controller';
import { NotificationsHttpController } from './notifications/notifications.http.controller';

export const notificationEntities = [NotificationEntity, MessageEntity, RecipientEntity];
export const notificationMigrations = [CreateNotificationSchema1763740900000];

@Module({})
export class NotificationModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>): DynamicModule {
    return {
      module: NotificationModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'notification' })],
      controllers: [NotificationsHttpController, MessagesHttpController],
      providers: [UserRegisteredConsumer],
    };
  }
}
