import { Injectable } from '@nestjs/common';
import { type AdminNotificationType, type Communication, type CommunicationCommand, type Notification } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

export interface CommunicationRow {
  id: string;
  title: string;
  message: string;
  tone: Communication['type'];
  priority: Communication['priority'];
  audience: Communication['audience'];
  user_ids: string[] | null;
  sent_by_label: string;
  status: Communication['status'];
  delivered: number;
  cursor: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * How an admin's tone reads in an owner's notifications, whose kinds are the spec's (match,
 * campaign, approval, alert, info, other): good news is an approval, a warning or an error an alert.
 */
export const NOTIFICATION_TYPE_OF: Record<AdminNotificationType, Notification['type']> = { info: 'info', success: 'approval', warning: 'alert', error: 'alert' };

/** `notification.communications`, and the notifications a batch of one stores. */
@Injectable()
export class CommunicationRepository {
  async insert(db: SqlExecutor, command: CommunicationCommand): Promise<CommunicationRow> {
    const [row] = await db.query<CommunicationRow>(
      `INSERT INTO notification.communications (title, message, tone, priority, audience, user_ids, sent_by, sent_by_label)
       VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7, $8) RETURNING *`,
      [command.title, command.message, command.type, command.priority, command.audience.kind, command.audience.kind === 'users' ? command.audience.userIds : null, command.sentBy.id, command.sentBy.label],
    );
    return row as CommunicationRow;
  }

  async lock(db: SqlExecutor, id: string): Promise<CommunicationRow | undefined> {
    const [row] = await db.query<CommunicationRow>(`SELECT * FROM notification.communications WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /**
   * Stores the communication's notification for the next `size` recipients after the cursor (all
   * users, or the chosen ones who exist), in user id order; answers the recipients of the batch
   * and those newly notified. The recipients' rows are locked to the end of the transaction, so an
   * erasure running meanwhile waits and then deletes what this stored.
   */
  async deliverBatch(db: SqlExecutor, c: CommunicationRow, size: number): Promise<{ batch: string[]; notified: string[] }> {
    const rows = await db.query<{ user_id: string; notified: boolean }>(
      `WITH batch AS (
         SELECT user_id FROM notification.recipients WHERE ($1::uuid IS NULL OR user_id > $1) AND ($3::uuid[] IS NULL OR user_id = ANY($3)) ORDER BY user_id LIMIT $2 FOR SHARE
       ), notified AS (
         INSERT INTO notification.notifications (user_id, type, title, message, priority, communication_id)
         SELECT user_id, $4, $5, $6, $7, $8 FROM batch
         ON CONFLICT (communication_id, user_id) WHERE communication_id IS NOT NULL DO NOTHING
         RETURNING user_id
       )
       SELECT b.user_id, (n.user_id IS NOT NULL) AS notified FROM batch b LEFT JOIN notified n ON n.user_id = b.user_id ORDER BY b.user_id`,
      [c.cursor, size, c.audience === 'users' ? c.user_ids : null, NOTIFICATION_TYPE_OF[c.tone], c.title, c.message, c.priority, c.id],
    );
    return { batch: rows.map((r) => r.user_id), notified: rows.filter((r) => r.notified).map((r) => r.user_id) };
  }

  async advance(db: SqlExecutor, id: string, change: { cursor: string | null; delivered: number; done: boolean }): Promise<void> {
    await db.query(
      `UPDATE notification.communications SET cursor = COALESCE($2, cursor), delivered = delivered + $3,
         status = CASE WHEN $4 THEN 'delivered' ELSE status END, finished_at = CASE WHEN $4 THEN now() ELSE finished_at END
       WHERE id = $1`,
      [id, change.cursor, change.delivered, change.done],
    );
  }

  /** A page, newest first, each with the notifications read (counted from the communication's index). */
  async page(db: SqlExecutor, page: number, pageSize: number): Promise<{ rows: (CommunicationRow & { read: number })[]; total: number }> {
    const [rows, [{ total }]] = await Promise.all([
      db.query<CommunicationRow & { read: number }>(
        `SELECT c.*, (SELECT count(*)::int FROM notification.notifications n WHERE n.communication_id = c.id AND n.is_read) AS read
         FROM notification.communications c ORDER BY c.created_at DESC, c.id DESC LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notification.communications`),
    ]);
    return { rows, total };
  }
}

export function toCommunication(row: CommunicationRow & { read: number }): Communication {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.tone,
    priority: row.priority,
    audience: row.audience,
    chosen: row.user_ids?.length ?? null,
    status: row.status,
    delivered: row.delivered,
    read: row.read,
    sentBy: row.sent_by_label,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
