import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions, UnitOfWork } from '@comarketing/server-kit';
import { MessageEntity } from './database/entities/message.entity';
import { NotificationEntity } from './database/entities/notification.entity';
import { RecipientEntity } from './database/entities/recipient.entity';
import { CreateNotificationSchema1763740900000 } from './database/migrations/1763740900000-create-notification-schema';
import { CreatePreferences1763741300000 } from './database/migrations/1763741300000-create-preferences';
import { NotificationAboutUsers1765100000000 } from './database/migrations/1765100000000-notification-about-users';
import { ErasedUsers1765100001000 } from './database/migrations/1765100001000-erased-users';
import { Communications1765300200000 } from './database/migrations/1765300200000-communications';
import { Conversations1765300300000 } from './database/migrations/1765300300000-conversations';
import { Emails1765300500000 } from './database/migrations/1765300500000-emails';
import { EmailFollowUps1766100000000 } from './database/migrations/1766100000000-email-follow-ups';
import { EmailAboutUsers1766100001000 } from './database/migrations/1766100001000-email-about-users';
import { EmailDeliveryClaims1766200000000 } from './database/migrations/1766200000000-email-delivery-claims';
import { AddressConfirmations1766400300000 } from './database/migrations/1766400300000-address-confirmations';
import { KnownRecipientsConfirmed1766500000000 } from './database/migrations/1766500000000-known-recipients-confirmed';
import { AddressConfirmationRepository } from './recipients/address-confirmation.repository';
import { ConfirmAddressHandler } from './recipients/confirm-address/confirm-address.handler';
import { LoginAlertHandler } from './email/login-alert/login-alert.handler';
import { UnsubscribeHandler } from './email/unsubscribe/unsubscribe.handler';
import { UnsubscribeHttpController } from './email/unsubscribe/unsubscribe.http.controller';
import { UnsubscribeLinkRepository } from './email/unsubscribe/unsubscribe-link.repository';
import { UNREAD_DIGEST_SETTINGS, UnreadDigestHandler } from './notifications/unread-digest/unread-digest.handler';
import { DeliverEmailHandler, EMAIL_DELIVERY_DEFAULT_TIMING, EMAIL_DELIVERY_TIMING } from './email/deliver-email/deliver-email.handler';
import { EmailRepository } from './email/email.repository';
import { MailboxHttpController } from './email/mailbox/mailbox.http.controller';
import { MAIL_SETTINGS, Mailer } from './email/mailer';
import { MAIL_TRANSPORT, MailboxTransport, type MailTransport, SmtpTransport } from './email/mail-transport';
import { EmailDeliveryConsumer } from './events/email-delivery.consumer';
import { AccountMailHandler } from './email/account-mail/account-mail.handler';
import { AccountMailConsumer } from './events/account-mail.consumer';
import { ConversationRepository } from './conversations/conversation.repository';
import { OwnerRepliesHandler } from './conversations/owner-replies/owner-replies.handler';
import { OwnerRepliesHttpController } from './conversations/owner-replies/owner-replies.http.controller';
import { SupportChatHandler } from './conversations/support-chat/support-chat.handler';
import { SupportChatHttpController } from './conversations/support-chat/support-chat.http.controller';
import { StaffInboxHttpController } from './conversations/staff-inbox/staff-inbox.http.controller';
import { StaffWritesHandler } from './conversations/staff-writes/staff-writes.handler';
import { StaffWritesHttpController } from './conversations/staff-writes/staff-writes.http.controller';
import { CommunicationRepository } from './communications/communication.repository';
import { COMMUNICATION_BATCH_SIZE, DeliverCommunicationHandler } from './communications/deliver-communication/deliver-communication.handler';
import { ListCommunicationsHttpController } from './communications/list-communications/list-communications.http.controller';
import { SendCommunicationHandler } from './communications/send-communication/send-communication.handler';
import { SendCommunicationHttpController } from './communications/send-communication/send-communication.http.controller';
import { CommunicationEventsConsumer } from './events/communication-events.consumer';
import { type NotificationSettings } from './notification.settings';
import { EraseUserHandler } from './erasure/erase-user/erase-user.handler';
import { ErasedUserRepository } from './erasure/erased-user.repository';
import { ErasureRepository } from './erasure/erasure.repository';
import { MatchEventsConsumer } from './events/match-events.consumer';
import { CampaignEventsConsumer } from './events/campaign-events.consumer';
import { UserLifecycleConsumer } from './events/user-lifecycle.consumer';
import { UserRegisteredConsumer } from './events/user-registered.consumer';
import { ExportUserDataHandler } from './export-user-data/export-user-data.handler';
import { ExportUserDataHttpController } from './export-user-data/export-user-data.http.controller';
import { ReadInboxHandler } from './notifications-and-messages/read-inbox/read-inbox.handler';
import { MessageNotFound } from './messages/message.errors';
import { toMessageDto } from './messages/message.mapper';
import { MessageRepository } from './messages/message.repository';
import { MessagesHttpController, READ_MESSAGES } from './messages/messages.http.controller';
import { NotificationNotFound } from './notifications/notification.errors';
import { toNotificationDto } from './notifications/notification.mapper';
import { NotificationRepository } from './notifications/notification.repository';
import { NotificationsHttpController, READ_NOTIFICATIONS } from './notifications/notifications.http.controller';
import { Notifier } from './notifications/notifier';
import { NotifyMatchOwnersHandler } from './notifications/notify-match-owners/notify-match-owners.handler';
import { NotifyCampaignPartnersHandler } from './notifications/notify-campaign-partners/notify-campaign-partners.handler';
import { WelcomeUserHandler } from './notifications/welcome-user/welcome-user.handler';
import { GetPreferencesHandler } from './preferences/get-preferences/get-preferences.handler';
import { GetPreferencesHttpController } from './preferences/get-preferences/get-preferences.http.controller';
import { PreferenceRepository } from './preferences/preference.repository';
import { UpdatePreferencesHandler } from './preferences/update-preferences/update-preferences.handler';
import { UpdatePreferencesHttpController } from './preferences/update-preferences/update-preferences.http.controller';
import { RecipientRepository } from './recipients/recipient.repository';
import { UpdateRecipientHandler } from './recipients/update-recipient/update-recipient.handler';

/** Every route the service serves; its contract test compares them with `notificationApi`. */
export const notificationControllers = [NotificationsHttpController, MessagesHttpController, GetPreferencesHttpController, UpdatePreferencesHttpController, ExportUserDataHttpController, SendCommunicationHttpController, ListCommunicationsHttpController, StaffWritesHttpController, StaffInboxHttpController, OwnerRepliesHttpController, SupportChatHttpController, MailboxHttpController, UnsubscribeHttpController];

export const notificationEntities = [NotificationEntity, MessageEntity, RecipientEntity];
export const notificationMigrations = [CreateNotificationSchema1763740900000, CreatePreferences1763741300000, NotificationAboutUsers1765100000000, ErasedUsers1765100001000, Communications1765300200000, Conversations1765300300000, Emails1765300500000, EmailFollowUps1766100000000, EmailAboutUsers1766100001000, EmailDeliveryClaims1766200000000, AddressConfirmations1766400300000, KnownRecipientsConfirmed1766500000000];

@Module({})
export class NotificationModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>, settings: NotificationSettings): DynamicModule {
    return {
      module: NotificationModule,
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'notification' })],
      controllers: notificationControllers,
      providers: [
        NotificationRepository,
        MessageRepository,
        RecipientRepository,
        AddressConfirmationRepository,
        PreferenceRepository,
        ErasedUserRepository,
        ErasureRepository,
        Notifier,
        {
          provide: READ_NOTIFICATIONS,
          useFactory: (unitOfWork: UnitOfWork, items: NotificationRepository) => new ReadInboxHandler(unitOfWork, items, toNotificationDto, () => new NotificationNotFound()),
          inject: [UnitOfWork, NotificationRepository],
        },
        {
          provide: READ_MESSAGES,
          useFactory: (unitOfWork: UnitOfWork, items: MessageRepository) => new ReadInboxHandler(unitOfWork, items, toMessageDto, () => new MessageNotFound()),
          inject: [UnitOfWork, MessageRepository],
        },
        GetPreferencesHandler,
        UpdatePreferencesHandler,
        ExportUserDataHandler,
        WelcomeUserHandler,
        UpdateRecipientHandler,
        ConfirmAddressHandler,
        NotifyMatchOwnersHandler,
        NotifyCampaignPartnersHandler,
        EraseUserHandler,
        UserRegisteredConsumer,
        UserLifecycleConsumer,
        MatchEventsConsumer,
        CampaignEventsConsumer,
        CommunicationRepository,
        SendCommunicationHandler,
        DeliverCommunicationHandler,
        { provide: COMMUNICATION_BATCH_SIZE, useValue: settings.communicationBatchSize },
        CommunicationEventsConsumer,
        ConversationRepository,
        StaffWritesHandler,
        OwnerRepliesHandler,
        SupportChatHandler,
        EmailRepository,
        Mailer,
        DeliverEmailHandler,
        EmailDeliveryConsumer,
        AccountMailHandler,
        AccountMailConsumer,
        LoginAlertHandler,
        UnsubscribeLinkRepository,
        UnsubscribeHandler,
        UnreadDigestHandler,
        { provide: UNREAD_DIGEST_SETTINGS, useValue: settings.unreadDigest },
        { provide: EMAIL_DELIVERY_TIMING, useValue: EMAIL_DELIVERY_DEFAULT_TIMING },
        { provide: MAIL_SETTINGS, useValue: { from: settings.mailFrom, publicOrigin: settings.publicOrigin, postalAddress: settings.mailPostalAddress } },
        {
          provide: MAIL_TRANSPORT,
          // Closed with the module: a pooled SMTP connection would keep the process alive.
          useFactory: (): MailTransport & { onModuleDestroy(): void } => {
            const transport = settings.smtpUrl ? new SmtpTransport(settings.smtpUrl) : new MailboxTransport();
            return Object.assign(transport, { onModuleDestroy: () => transport.close() });
          },
        },
      ],
    };
  }
}
