import { Injectable } from '@nestjs/common';
import { type Notification } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { NotificationEntity } from '../database/entities/notification.entity';
import { noneErased } from '../erasure/erased-user.repository';
import { InboxItemRepository } from '../notifications-and-messages/inbox-item.repository';

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
  /** Already e-mailed on its own (new matches): the unread digest leaves it out. */
  emailed?: boolean;
}

/** A notification still unread and never e-mailed, for the unread digest. */
export interface UnreadToEmail {
  id: string;
  title: string;
  message: string;
  /** Where the notification takes its owner (a path of the site), if anywhere. */
  actionUrl: string | null;
  actionText: string | null;
  createdAt: Date;
  aboutUserIds: string[];
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
      `INSERT INTO notification.notifications (user_id, type, title, message, priority, action_url, action_text, source_event_id, about_user_ids, emailed_at)
       SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::uuid, $9::uuid[], CASE WHEN $11::boolean THEN now() END WHERE ${noneErased('$10')}
       ON CONFLICT (source_event_id, user_id) WHERE source_event_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [n.userId, n.type, n.title, n.message, n.priority ?? 'normal', n.actionUrl ?? null, n.actionText ?? null, n.sourceEventId, [...new Set(n.aboutUserIds ?? [])], people, n.emailed ?? false],
    );
    return created?.id;
  }

  /**
   * Users with notifications unread since before `olderThan` and never e-mailed (those from before
   * `notOlderThan` are old news and never go), who have e-mail notifications on, a few at a time.
   */
  async usersWithUnreadToEmail(db: SqlExecutor, window: { olderThan: Date; notOlderThan: Date }, limit: number): Promise<string[]> {
    const rows = await db.query<{ user_id: string }>(
      `SELECT DISTINCT n.user_id FROM notification.notifications n
       LEFT JOIN notification.preferences p ON p.user_id = n.user_id
       WHERE n.is_read = false AND n.emailed_at IS NULL AND n.created_at <= $1 AND n.created_at > $2
         AND coalesce(p.email_notifications, true)
       LIMIT $3`,
      [window.olderThan, window.notOlderThan, limit],
    );
    return rows.map((r) => r.user_id);
  }

  /** The other users the user's notifications due for e-mail are about, to lock them first. */
  async aboutUsersOfUnreadToEmail(db: SqlExecutor, userId: string, window: { olderThan: Date; notOlderThan: Date }): Promise<string[]> {
    const rows = await db.query<{ id: string }>(
      `SELECT DISTINCT unnest(about_user_ids) AS id FROM notification.notifications
       WHERE user_id = $1 AND is_read = false AND emailed_at IS NULL AND created_at <= $2 AND created_at > $3`,
      [userId, window.olderThan, window.notOlderThan],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Takes the user's unread, never e-mailed notifications in the window, marking them e-mailed;
   * only those about users in `lockedAbout` (whose erasure the caller holds off), and not rows
   * another instance is taking, so none goes out twice.
   */
  async takeUnreadToEmail(db: SqlExecutor, userId: string, window: { olderThan: Date; notOlderThan: Date }, lockedAbout: string[]): Promise<UnreadToEmail[]> {
    return db.query<UnreadToEmail>(
      `UPDATE notification.notifications SET emailed_at = now()
       WHERE id IN (
         SELECT id FROM notification.notifications
         WHERE user_id = $1 AND is_read = false AND emailed_at IS NULL AND created_at <= $2 AND created_at > $3 AND about_user_ids <@ $4::uuid[]
         FOR UPDATE SKIP LOCKED)
       RETURNING id, title, message, action_url AS "actionUrl", action_text AS "actionText", created_at AS "createdAt", about_user_ids AS "aboutUserIds"`,
      [userId, window.olderThan, window.notOlderThan, lockedAbout],
    );
  }
}
