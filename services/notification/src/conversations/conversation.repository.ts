import { Injectable } from '@nestjs/common';
import { type Conversation, type ConversationEntry, type ConversationThread } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

interface ConversationRow {
  id: string;
  user_id: string;
  kind: Conversation['kind'];
  status: Conversation['status'];
  subject: string;
  staff_unread: number;
  created_at: Date;
  last_message_at: Date;
  closed_at: Date | null;
  email: string | null;
  first_name: string | null;
}

interface EntryRow {
  id: string;
  author: ConversationEntry['author'];
  author_name: string;
  body: string;
  created_at: Date;
}

const WITH_OWNER = `SELECT c.*, r.email, r.first_name FROM notification.conversations c LEFT JOIN notification.recipients r ON r.user_id = c.user_id`;

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    owner: { userId: row.user_id, email: row.email, firstName: row.first_name },
    staffUnread: row.staff_unread,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
  };
}

const toEntry = (row: EntryRow): ConversationEntry => ({ id: row.id, author: row.author, authorName: row.author_name, body: row.body, createdAt: row.created_at.toISOString() });

/** `notification.conversations` and their entries; staff entries' copies in `messages`. */
@Injectable()
export class ConversationRepository {
  async create(db: SqlExecutor, c: { userId: string; kind: Conversation['kind']; subject: string }): Promise<string> {
    const [row] = await db.query<{ id: string }>(`INSERT INTO notification.conversations (user_id, kind, subject) VALUES ($1, $2, $3) RETURNING id`, [c.userId, c.kind, c.subject]);
    return row!.id;
  }

  /** Locks the conversation for a change (an entry, a status); undefined when there is none. */
  async lock(db: SqlExecutor, id: string): Promise<{ id: string; user_id: string; subject: string; status: Conversation['status'] } | undefined> {
    const [row] = await db.query<{ id: string; user_id: string; subject: string; status: Conversation['status'] }>(`SELECT id, user_id, subject, status FROM notification.conversations WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** The conversation a message of this owner belongs to (the owner's own only). */
  async ofOwnersMessage(db: SqlExecutor, userId: string, messageId: string): Promise<string | undefined> {
    const [row] = await db.query<{ conversation_id: string | null }>(`SELECT conversation_id FROM notification.messages WHERE id = $1 AND user_id = $2`, [messageId, userId]);
    return row?.conversation_id ?? undefined;
  }

  /**
   * The owner's open support chat, under a lock on "this owner's support chat" for the rest of the
   * transaction, so two tabs starting one at once end up in the same conversation.
   */
  async lockOpenSupportOf(db: SqlExecutor, userId: string): Promise<string | undefined> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('notification.support-chat:' || $1, 0))`, [userId]);
    const [row] = await db.query<{ id: string }>(
      `SELECT id FROM notification.conversations WHERE user_id = $1 AND kind = 'support' AND status = 'open' ORDER BY last_message_at DESC, id LIMIT 1`,
      [userId],
    );
    return row?.id;
  }

  /** The owner's most recent support chat, open or closed. */
  async latestSupportOf(db: SqlExecutor, userId: string): Promise<string | undefined> {
    const [row] = await db.query<{ id: string }>(`SELECT id FROM notification.conversations WHERE user_id = $1 AND kind = 'support' ORDER BY created_at DESC, id LIMIT 1`, [userId]);
    return row?.id;
  }

  async addEntry(db: SqlExecutor, conversationId: string, e: { author: ConversationEntry['author']; authorName: string; staffId?: string; body: string }): Promise<void> {
    await db.query(`INSERT INTO notification.conversation_entries (conversation_id, author, author_name, staff_id, body) VALUES ($1, $2, $3, $4, $5)`, [conversationId, e.author, e.authorName, e.staffId ?? null, e.body]);
    // An owner's entry is unread for staff and reopens a closed conversation: they are waiting.
    await db.query(
      `UPDATE notification.conversations SET last_message_at = now(),
         staff_unread = CASE WHEN $2 = 'owner' THEN staff_unread + 1 ELSE staff_unread END,
         status = CASE WHEN $2 = 'owner' THEN 'open' ELSE status END,
         closed_at = CASE WHEN $2 = 'owner' THEN NULL ELSE closed_at END
       WHERE id = $1`,
      [conversationId, e.author],
    );
  }

  /** The owner's copy of a staff entry, in their Messages tab. */
  async addOwnerMessage(db: SqlExecutor, m: { userId: string; conversationId: string; fromType: 'admin' | 'support'; subject: string; content: string; priority: string }): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO notification.messages (user_id, from_type, from_name, subject, content, priority, conversation_id) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [m.userId, m.fromType, 'Co-Marketing Hub team', m.subject, m.content, m.priority, m.conversationId],
    );
    return row!.id;
  }

  async setStatus(db: SqlExecutor, id: string, status: Conversation['status']): Promise<void> {
    await db.query(`UPDATE notification.conversations SET status = $2, closed_at = CASE WHEN $2 = 'closed' THEN now() ELSE NULL END WHERE id = $1`, [id, status]);
  }

  async markReadByStaff(db: SqlExecutor, id: string): Promise<void> {
    await db.query(`UPDATE notification.conversations SET staff_unread = 0 WHERE id = $1`, [id]);
  }

  async thread(db: SqlExecutor, id: string): Promise<ConversationThread | undefined> {
    const [row] = await db.query<ConversationRow>(`${WITH_OWNER} WHERE c.id = $1`, [id]);
    if (!row) return undefined;
    const entries = await db.query<EntryRow>(`SELECT id, author, author_name, body, created_at FROM notification.conversation_entries WHERE conversation_id = $1 ORDER BY created_at, id`, [id]);
    return { ...toConversation(row), entries: entries.map(toEntry) };
  }

  /** Every conversation of an owner with its entries, oldest first (their data export). */
  async allOfOwner(db: SqlExecutor, userId: string): Promise<ConversationThread[]> {
    const rows = await db.query<{ id: string }>(`SELECT id FROM notification.conversations WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
    const threads = await Promise.all(rows.map((row) => this.thread(db, row.id)));
    return threads.filter((thread): thread is ConversationThread => thread !== undefined);
  }

  /** Staff's list: newest activity first, by status or all. */
  async page(db: SqlExecutor, q: { status: Conversation['status'] | 'all'; page: number; pageSize: number }): Promise<{ rows: Conversation[]; total: number }> {
    const where = q.status === 'all' ? '' : 'WHERE c.status = $3';
    const params = q.status === 'all' ? [q.pageSize, (q.page - 1) * q.pageSize] : [q.pageSize, (q.page - 1) * q.pageSize, q.status];
    const [rows, [{ total }]] = await Promise.all([
      db.query<ConversationRow>(`${WITH_OWNER} ${where} ORDER BY c.last_message_at DESC, c.id LIMIT $1 OFFSET $2`, params),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM notification.conversations c ${where.replace('$3', '$1')}`, q.status === 'all' ? [] : [q.status]),
    ]);
    return { rows: rows.map(toConversation), total };
  }
}
