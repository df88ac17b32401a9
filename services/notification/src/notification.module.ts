import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { MessageEntity } from './database/entities/message.entity';
import { NotificationEntity } from './database/entities/notification.entity';
import { RecipientEntity } from './database/entities/recipient.entity';
import { CreateNotificationSchema1763740900000 } from './database/migrations/1763740900000-create-notification-schema';
import { CreatePreferences1763741300000 } from './database/migrations/1763741300000-create-preferences';
import { NotificationAboutUsers1765100000000 } from './database/migrations/1765100000000-notification-about-users';
import { ErasedUsers1765100001000 } from './database/migrations/1765100001000-erased-users';
import { MatchEventsConsumer } from './events/match-events.consumer';
import { UserLifecycleConsumer } from './events/user-lifecycle.consumer';
import { UserRegisteredConsumer } from './events/user-registered.consumer';
import { ExportUserDataHttpController } from './export-user-data/export-user-data.http.controller';
import { PreferencesHttpController } from './preferences/preferences.http.controller';
import { PreferencesStore } from './preferences/preferences.store';
import { MessagesHttpController } from './messages/messages.http.controller';
import { NotificationsHttpController } from './notifications/notifications.http.controller';

export const notificationEntities = [NotificationEntity, MessageEntity, RecipientEntity];
export const notificationMigrations = [CreateNotificationSchema1763740900000, CreatePreferences1763741300000, NotificationAboutUsers1765100000000, ErasedUsers1765100001000];

@Module({})
export class NotificationModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>): DynamicModule {
    return {
      module: NotificationModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'notification' })],
      controllers: [NotificationsHttpController, MessagesHttpController, PreferencesHttpController, ExportUserDataHttpController],
      providers: [PreferencesStore, UserRegisteredConsumer, UserLifecycleConsumer, MatchEventsConsumer],
    };
  }
}
