import { Injectable } from '@nestjs/common';
import { type Preferences } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { type EmailFacts } from '../email/email-templates';
import { Mailer } from '../email/mailer';
import { ErasedUserRepository } from '../erasure/erased-user.repository';
import { PreferenceRepository } from '../preferences/preference.repository';
import { RecipientRepository } from '../recipients/recipient.repository';
import { type NewNotification, NotificationRepository } from './notification.repository';

/**
 * Which of the owner's preferences lets a kind of notification through. Every notification is
 * one of these: about partner matches (found, suggested, answered, expired), about campaigns, or
 * essential (the welcome, staff's notices to users), which no preference turns off.
 */
export type NotificationTopic = 'partner-matches' | 'campaigns' | 'essential';
const PREFERENCE_OF: Record<NotificationTopic, keyof Preferences | null> = { 'partner-matches': 'partnerMatches', campaigns: 'campaignUpdates', essential: null };

/** A notification worth its own e-mail at once (new matches), written from the recipient's first name. */
export type NotificationEmail = (firstName: string) => EmailFacts;

/**
 * How the event handlers tell an owner something: stores a notification in their transaction and
 * announces it (`notification.created`, which the BFF pushes to the user's open pages). Answers
 * false when it already existed, when the owner turned its topic off in their preferences, or
 * when its recipient or a user it is about has been erased (the event was on its way meanwhile).
 *
 * With `email`, the notification is also e-mailed at once if the owner has E-mail Notifications
 * on, and marked e-mailed so the unread digest does not repeat it; every other notification
 * reaches the inbox by the digest, if it is still unread after a while.
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly erased: ErasedUserRepository,
    private readonly preferences: PreferenceRepository,
    private readonly recipients: RecipientRepository,
    private readonly mailer: Mailer,
  ) {}

  async notify(tx: Transaction, topic: NotificationTopic, n: NewNotification, email?: NotificationEmail): Promise<boolean> {
    const preference = PREFERENCE_OF[topic];
    // Essential notifications without a mail of their own need no preference at all.
    const preferences = preference || email ? await this.preferences.read(tx, n.userId) : undefined;
    if (preference && !preferences![preference]) return false;
    await this.erased.lock(tx, [n.userId, ...(n.aboutUserIds ?? [])], 'write');
    const contact = email && preferences!.emailNotifications ? await this.recipients.contactOf(tx, n.userId) : undefined;
    const id = await this.notifications.createUnlessErased(tx, { ...n, emailed: contact !== undefined });
    if (!id) return false;
    tx.emit('notification.created', { notificationId: id, userId: n.userId, type: n.type, title: n.title });
    if (email && contact) await this.mailer.send(tx, { userId: n.userId, to: contact.email, facts: email(contact.firstName), aboutUserIds: n.aboutUserIds });
    return true;
  }
}
