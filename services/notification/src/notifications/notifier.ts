import { Injectable } from '@nestjs/common';
import { type Preferences } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../erasure/erased-user.repository';
import { PreferenceRepository } from '../preferences/preference.repository';
import { type NewNotification, NotificationRepository } from './notification.repository';

/**
 * Which of the owner's preferences lets a kind of notification through. Every notification is
 * one of these: about partner matches (found, suggested, answered, expired), about campaigns, or
 * essential (the welcome, staff's notices to users), which no preference turns off.
 */
export type NotificationTopic = 'partner-matches' | 'campaigns' | 'essential';
const PREFERENCE_OF: Record<NotificationTopic, keyof Preferences | null> = { 'partner-matches': 'partnerMatches', campaigns: 'campaignUpdates', essential: null };

/**
 * How the event handlers tell an owner something: stores a notification in their transaction and
 * announces it (`notification.created`, which the BFF pushes to the user's open pages). Answers
 * false when it already existed, when the owner turned its topic off in their preferences, or
 * when its recipient or a user it is about has been erased (the event was on its way meanwhile).
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly erased: ErasedUserRepository,
    private readonly preferences: PreferenceRepository,
  ) {}

  async notify(tx: Transaction, topic: NotificationTopic, n: NewNotification): Promise<boolean> {
    const preference = PREFERENCE_OF[topic];
    if (preference && !(await this.preferences.read(tx, n.userId))[preference]) return false;
    await this.erased.lock(tx, [n.userId, ...(n.aboutUserIds ?? [])], 'write');
    const id = await this.notifications.createUnlessErased(tx, n);
    if (id) tx.emit('notification.created', { notificationId: id, userId: n.userId, type: n.type, title: n.title });
    return id !== undefined;
  }
}
