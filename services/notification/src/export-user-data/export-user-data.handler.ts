import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { ConversationRepository } from '../conversations/conversation.repository';
import { CARRIES_SECRET_LINK } from '../email/email-templates';
import { EmailRepository } from '../email/email.repository';
import { UnsubscribeLinkRepository } from '../email/unsubscribe/unsubscribe-link.repository';
import { toMessageDto } from '../messages/message.mapper';
import { MessageRepository } from '../messages/message.repository';
import { toNotificationDto } from '../notifications/notification.mapper';
import { NotificationRepository } from '../notifications/notification.repository';
import { PreferenceRepository } from '../preferences/preference.repository';
import { withoutLinkTokens } from './mail-log';

/** Everything this service holds about a user, for their data export. */
@Injectable()
export class ExportUserDataHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: NotificationRepository,
    private readonly messages: MessageRepository,
    private readonly preferences: PreferenceRepository,
    private readonly conversations: ConversationRepository,
    private readonly emails: EmailRepository,
    private readonly unsubscribeLinks: UnsubscribeLinkRepository,
  ) {}

  async execute(userId: string) {
    const db = this.unitOfWork.db;
    const [notifications, messages, preferences, conversations, emails, unsubscribeLinks] = await Promise.all([
      this.notifications.listAll(db, userId),
      this.messages.listAll(db, userId),
      this.preferences.read(db, userId),
      this.conversations.allOfOwner(db, userId),
      this.emails.exportOf(db, userId, CARRIES_SECRET_LINK),
      this.unsubscribeLinks.exportOf(db, userId),
    ]);
    return {
      notifications: notifications.map(toNotificationDto),
      messages: messages.map(toMessageDto),
      preferences,
      // Staff appear as the team, as in the owner's own view of a thread.
      conversations,
      // The mail log: what was sent to them and when, and its words without a link that still works.
      emails: emails.map((mail) => ({ ...mail, text: mail.text === null ? null : withoutLinkTokens(mail.text) })),
      // The one-click unsubscribe links those mails carried: what each turns off, not its token.
      unsubscribeLinks,
    };
  }
}
