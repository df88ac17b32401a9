import { eraseEventsMentioning, type SqlExecutor } from '@comarketing/messaging';
import { NOTIFICATION_SCHEMA } from '../notification.schema-name';
import { lockUsers, rememberErased } from './erased-users';

/**
 * Everything this service holds about the user: their own notifications, messages, preferences and
 * recipient row, and the notifications other users got about them (a match with their business,
 * which no longer exists: the notice would point to nothing, so it goes rather than being redacted).
 * Events that named them leave the outbox: `notification.created` carries the recipient's id, and,
 * for a notice about them, the id of the notification deleted here. The user is remembered as erased
 * (by a hash of their id), so an event about them still on its way cannot write them back.
 */
export async function eraseUser(tx: SqlExecutor, userId: string): Promise<{ aboutThem: number; events: number }> {
  // Any write about the user in flight commits first (and is erased below), any later one sees this.
  await lockUsers(tx, [userId], 'erase');
  await rememberErased(tx, userId);
  const aboutThem = await tx.query<{ id: string }>(`DELETE FROM notification.notifications WHERE about_user_ids @> ARRAY[$1::uuid] RETURNING id`, [userId]);
  const recipients = await tx.query<{ email: string }>(`DELETE FROM notification.recipients WHERE user_id = $1 RETURNING email`, [userId]);
  for (const table of ['notifications', 'messages', 'preferences']) {
    await tx.query(`DELETE FROM notification.${table} WHERE user_id = $1`, [userId]);
  }
  const events = await eraseEventsMentioning(tx, NOTIFICATION_SCHEMA, [userId, ...recipients.map((r) => r.email), ...aboutThem.map((n) => n.id)]);
  return { aboutThem: aboutThem.length, events: events.deleted + events.whenSent };
}
