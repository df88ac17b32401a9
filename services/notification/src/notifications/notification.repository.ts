import { Injectable } from '@nestjs/common';
import { type Notification } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { NotificationEntity } from '../database/entities/notification.entity';
import { noneErased } from '../erasure/erased-user.repository';
import { InboxItemRepository } from '../inbox-items/inbox-item.repository';

export interface NewNotification {
  userId: string;
  type: Notification['type'];
  title: string;
  message: string;
  priority?: Notification['priority'];
  actionUrl?: string | null;
  actionText?: string | null;
  /** The event that caused it: with it, a redelivered event cannot notify twice. */
  sourceEventId: string;
  /** Other users it names (a partner's business): erased with them when they delete their account. */
  aboutUserIds?: string[];
}

/** `notification.notifications`. */
@Injectable()
export class NotificationRepository extends InboxItemRepository<NotificationEntity> {
  protected readonly entity = NotificationEntity;

  /**
   * Stores the notification unless it already exists (same source event and recipient), or its
   * recipient or a user it is about has been erased; answers the new row's id, if any. Call it
   * holding the write lock on those users (ErasedUserRepository.lock).
   */
  async createUnlessErased(db: SqlExecutor, n: NewNotification): Promise<string | undefined> {
    const people = [n.userId, ...(n.aboutUserIds ?? [])];
    const [created] = await db.query<{ id: string }>(
      `INSERT INTO notification.notifications (user_id, type, title, message, priority, action_url, action_text, source_event_id, about_user_ids)
       SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::uuid, $9::uuid[] WHERE ${noneErased('$10')}
       ON CONFLICT (source_event_id, user_id) WHERE source_event_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [n.userId, n.type, n.title, n.message, n.priority ?? 'normal', n.actionUrl ?? null, n.actionText ?? null, n.sourceEventId, [...new Set(n.aboutUserIds ?? [])], people],
    );
    return created?.id;
  }
}
