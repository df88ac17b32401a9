import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../erasure/erased-user.repository';
import { type NewNotification, NotificationRepository } from './notification.repository';

/**
 * How the event handlers tell an owner something: stores a notification in their transaction and
 * announces it (`notification.created`, which the BFF pushes to the user's open pages). Answers
 * false when it already existed, or when its recipient or a user it is about has been erased (the
 * event was on its way meanwhile).
 */
@Injectable()
export class Notifier {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly erased: ErasedUserRepository,
  ) {}

  async notify(tx: Transaction, n: NewNotification): Promise<boolean> {
    await this.erased.lock(tx, [n.userId, ...(n.aboutUserIds ?? [])], 'write');
    const id = await this.notifications.createUnlessErased(tx, n);
    if (id) tx.emit('notification.created', { notificationId: id, userId: n.userId, type: n.type, title: n.title });
    return id !== undefined;
  }
}
