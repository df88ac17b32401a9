import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';

/** What erasing a user deletes across this service's tables. */
@Injectable()
export class ErasureRepository {
  /**
   * Deletes the user's notifications, messages, conversations, e-mails, unsubscribe links, preferences, recipient row and address confirmations, and the
   * notifications other users got about them with the mail that carried them; answers the ids of
   * those notifications and the e-mails the recipient row held, so events naming them can go too.
   */
  async deleteEverythingOf(db: SqlExecutor, userId: string): Promise<{ aboutThem: string[]; emails: string[] }> {
    const aboutThem = await db.query<{ id: string }>(`DELETE FROM notification.notifications WHERE about_user_ids @> ARRAY[$1::uuid] RETURNING id`, [userId]);
    // The mail that told other owners of them (new matches, a digest) names them as well.
    await db.query(`DELETE FROM notification.emails WHERE about_user_ids @> ARRAY[$1::uuid]`, [userId]);
    const recipients = await db.query<{ email: string }>(`DELETE FROM notification.recipients WHERE user_id = $1 RETURNING email`, [userId]);
    // Conversations go with their entries (and their messages' link to them).
    for (const table of ['notifications', 'messages', 'conversations', 'preferences', 'emails', 'unsubscribe_links', 'address_confirmations']) {
      await db.query(`DELETE FROM notification.${table} WHERE user_id = $1`, [userId]);
    }
    return { aboutThem: aboutThem.map((n) => n.id), emails: recipients.map((r) => r.email) };
  }
}
