import { type Notification } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { emitInTransaction } from '@comarketing/server-kit';
import { lockUsers, noneErased } from '../erasure/erased-users';
import { NOTIFICATION_SCHEMA } from '../notification.schema-name';

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

/**
 * Stores a notification in the caller's transaction and announces it (`notification.created`,
 * which the BFF pushes to the user's open pages). Answers false when it already existed, or when
 * its recipient or a user it is about has been erased (the event was on its way meanwhile).
 */
export async function createNotification(tx: SqlExecutor, n: NewNotification): Promise<boolean> {
  const people = [n.userId, ...(n.aboutUserIds ?? [])];
  await lockUsers(tx, people, 'write');
  const created = await tx.query<{ id: string }>(
    `INSERT INTO notification.notifications (user_id, type, title, message, priority, action_url, action_text, source_event_id, about_user_ids)
     SELECT $1::uuid, $2::text, $3::text, $4::text, $5::text, $6::text, $7::text, $8::uuid, $9::uuid[] WHERE ${noneErased('$10')}
     ON CONFLICT (source_event_id, user_id) WHERE source_event_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [n.userId, n.type, n.title, n.message, n.priority ?? 'normal', n.actionUrl ?? null, n.actionText ?? null, n.sourceEventId, [...new Set(n.aboutUserIds ?? [])], people],
  );
  for (const { id } of created) {
    await emitInTransaction(tx, NOTIFICATION_SCHEMA, 'notification.created', { notificationId: id, userId: n.userId, type: n.type, title: n.title });
  }
  return created.length > 0;
}
