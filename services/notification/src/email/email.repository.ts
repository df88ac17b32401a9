import { Injectable } from '@nestjs/common';
import { type EmailKind, type MailboxEmail } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

export interface OutgoingEmail {
  id: string;
  kind: EmailKind;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  messageId: string;
  status: 'queued' | 'sent';
  attempts: number;
}

interface EmailRow {
  id: string;
  kind: EmailKind;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  message_id: string;
  status: 'queued' | 'sent';
  attempts: number;
  created_at: Date;
}

const toEmail = (row: EmailRow): OutgoingEmail => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  headers: row.headers,
  messageId: row.message_id,
  status: row.status,
  attempts: row.attempts,
});

/** `notification.emails`: outgoing mail, from written to sent. */
@Injectable()
export class EmailRepository {
  async insert(
    db: SqlExecutor,
    mail: { userId: string | null; kind: EmailKind; to: string; subject: string; text: string; html: string; headers: Record<string, string>; messageId: string; aboutUserIds: string[] },
  ): Promise<string> {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO notification.emails (user_id, kind, to_address, subject, text_body, html_body, headers, message_id, about_user_ids) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::uuid[]) RETURNING id`,
      [mail.userId, mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers), mail.messageId, [...new Set(mail.aboutUserIds)]],
    );
    return row!.id;
  }

  async find(db: SqlExecutor, id: string): Promise<OutgoingEmail | undefined> {
    const [row] = await db.query<EmailRow>(`SELECT * FROM notification.emails WHERE id = $1`, [id]);
    return row && toEmail(row);
  }

  /**
   * Claims a queued e-mail for one delivery until its lease runs out, in one statement, so of two
   * deliveries at once only one gets it. Answers the mail and the lease (as PostgreSQL wrote it, to
   * give it back exactly), or undefined: sent, erased, or another delivery holds it.
   */
  async claim(db: SqlExecutor, id: string, leaseMs: number): Promise<{ mail: OutgoingEmail; lease: string } | undefined> {
    const [row] = await db.query<EmailRow & { lease: string }>(
      `UPDATE notification.emails SET claimed_until = now() + $2 * interval '1 millisecond'
       WHERE id = $1 AND status = 'queued' AND (claimed_until IS NULL OR claimed_until < now())
       RETURNING *, claimed_until::text AS lease`,
      [id, leaseMs],
    );
    return row && { mail: toEmail(row), lease: row.lease };
  }

  /**
   * Counts an attempt that failed, with why (for operators; the bus retries it), and gives the
   * claim back so the retry need not wait out the lease; only this delivery's own claim (one whose
   * lease ran out may have been taken by another meanwhile).
   */
  async recordFailure(db: SqlExecutor, id: string, lease: string, error: string): Promise<void> {
    await db.query(
      `UPDATE notification.emails SET attempts = attempts + 1, last_error = $3,
         claimed_until = CASE WHEN claimed_until = $2::timestamptz THEN NULL ELSE claimed_until END
       WHERE id = $1`,
      [id, lease, error.slice(0, 1000)],
    );
  }

  /**
   * Sent, if `lease` is still this delivery's claim (answers whether it was): once a claim has run
   * out and another delivery taken the mail, that one decides. With `clearBody`, the bodies go (a
   * secret link must not rest here once the mail server has it): only who, what kind, the subject
   * and when stay, for support questions.
   */
  async markSent(db: SqlExecutor, id: string, lease: string, clearBody: boolean): Promise<boolean> {
    const rows = await db.query<{ id: string }>(
      `UPDATE notification.emails SET status = 'sent', sent_at = now(), attempts = attempts + 1, last_error = NULL, claimed_until = NULL,
         text_body = CASE WHEN $3 THEN '' ELSE text_body END, html_body = CASE WHEN $3 THEN '' ELSE html_body END
       WHERE id = $1 AND claimed_until = $2::timestamptz
       RETURNING id`,
      [id, lease, clearBody],
    );
    return rows.length === 1;
  }

  /** The newest mail, for the developer's local mailbox. */
  async newest(db: SqlExecutor, limit: number): Promise<MailboxEmail[]> {
    const rows = await db.query<EmailRow>(`SELECT * FROM notification.emails ORDER BY created_at DESC, id LIMIT $1`, [limit]);
    return rows.map((row) => ({ id: row.id, kind: row.kind, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body, headers: row.headers, createdAt: row.created_at.toISOString() }));
  }

  /**
   * The user's mail as their data export shows it, oldest first. The bodies of `withoutBodyOf`
   * kinds stay in the database: an unsent or locally kept one still holds a live secret link, and
   * an export file travels further than the mailbox it was meant for. A body cleared after
   * sending is absent too.
   */
  async exportOf(
    db: SqlExecutor,
    userId: string,
    withoutBodyOf: ReadonlySet<EmailKind>,
  ): Promise<{ kind: EmailKind; to: string; subject: string; status: 'queued' | 'sent'; createdAt: string; sentAt: string | null; text: string | null }[]> {
    const rows = await db.query<{ kind: EmailKind; to_address: string; subject: string; status: 'queued' | 'sent'; created_at: Date; sent_at: Date | null; text_body: string | null }>(
      `SELECT kind, to_address, subject, status, created_at, sent_at,
         CASE WHEN kind = ANY($2::text[]) OR text_body = '' THEN NULL ELSE text_body END AS text_body
       FROM notification.emails WHERE user_id = $1 ORDER BY created_at, id`,
      [userId, [...withoutBodyOf]],
    );
    return rows.map((row) => ({
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
      text: row.text_body,
    }));
  }
}
