import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { type AuditEntry, type AuditQuery, type Page } from '@comarketing/contracts';
import { createHmac } from 'node:crypto';
import { type SqlExecutor } from '@comarketing/messaging';
import { containsPattern, currentCorrelationId } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows';

export interface AuditTarget {
  /** 'admin-sign-in': the account a failed staff sign-in named (its e-mail as typed, normalised). */
  type: 'user' | 'business' | 'match' | 'group' | 'post' | 'communication' | 'conversation' | 'admin-session' | 'admin-sign-in';
  id: string;
  /** What the Activity view shows for it (a name, an e-mail). */
  label: string;
  /** The users whose personal data this entry carries (the target, a business's owner, a pair's owners). */
  subjectUserIds?: string[];
}

type Values = Record<string, unknown> | null;

/** Who an entry is by: an admin (`admin.actor.id`, `admin.user.email`), or nobody known (a failed sign-in). */
export type AuditActor = { actor: { id: string | null }; user: { email: string } };

/** Fields that identify a person; erasure removes them from entries and keeps the rest. */
const PERSONAL_FIELDS = ['id', 'userId', 'firstName', 'lastName', 'email', 'ownerEmail', 'companyName', 'profileImageUrl', 'businessName', 'phone', 'website', 'description', 'businessA', 'businessB', 'members', 'name', 'userIds'];

interface Row {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_label: string;
  action: string;
  target_type: string;
  target_ref: string;
  target_label: string;
  before: Values;
  after: Values;
  correlation_id: string | null;
  outcome: AuditEntry['outcome'];
  reason: string | null;
}

/**
 * The audit trail of admin changes (`bff.admin_audit`). An entry is written before the change
 * ('pending', with the values before) and finished after it ('done' with the values after, or
 * 'failed'), so a crash in between leaves a visible 'pending' entry rather than no trace. A change
 * refused (a 403: the staff rank rule in the BFF or the service) ends 'refused', with the reason
 * the admin was answered with and, as its `after`, the values the change would have made; failed
 * staff sign-ins and refused staff sessions are 'refused' entries too (see StaffRefusalAudit).
 *
 * Targets are stored under a keyed reference, not their id: erasing a user scrubs their name,
 * e-mail and ids from entries, and the record that an admin changed or deleted "an erased user"
 * stays (UK GDPR: accountability without keeping the person's data).
 */
@Injectable()
export class AuditTrail {
  private readonly db: SqlExecutor;

  constructor(
    dataSource: DataSource,
    private readonly refKey: string,
  ) {
    this.db = sqlRows(dataSource);
  }

  /** The stable, non-reversible reference of a target (the same id always gives the same ref). */
  ref(type: string, id: string): string {
    return `${type}:${createHmac('sha256', this.refKey).update(`${type}:${id}`).digest('base64url').slice(0, 22)}`;
  }

  /**
   * Runs `change` between a pending entry and its outcome; answers what `change` answers. A 403 it
   * throws ends the entry 'refused' with `attempted` (the values the change would have made).
   */
  async record<T>(admin: AuditActor, action: string, target: AuditTarget, before: Values, change: () => Promise<{ result: T; after: Values }>, attempted: Values = null): Promise<T> {
    const [{ id }]: { id: string }[] = await this.db.query(
      `INSERT INTO bff.admin_audit (actor_id, actor_label, action, target_type, target_ref, target_label, subject_user_ids, before, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9) RETURNING id`,
      [admin.actor.id, admin.user.email, action, target.type, this.ref(target.type, target.id), target.label, subjectsOf(target), before, currentCorrelationId() ?? null],
    );
    try {
      const { result, after } = await change();
      await this.db.query(`UPDATE bff.admin_audit SET outcome = 'done', after = $2, finished_at = now() WHERE id = $1`, [id, after]);
      return result;
    } catch (error) {
      const { refused, reason } = judge(error);
      await this.db.query(`UPDATE bff.admin_audit SET outcome = $2, reason = $3, after = $4, finished_at = now() WHERE id = $1`, [id, refused ? 'refused' : 'failed', reason, refused ? attempted : null]);
      throw error;
    }
  }

  /** An event with no before and after (a sign-in): one finished entry. */
  async note(admin: AuditActor, action: string, target: AuditTarget): Promise<void> {
    await this.record(admin, action, target, null, async () => ({ result: undefined, after: null }));
  }

  /** A refusal decided before anything was tried: one finished 'refused' entry with what was attempted and why not. */
  async refused(admin: AuditActor, action: string, target: AuditTarget, before: Values, attempted: Values, reason: string): Promise<void> {
    await this.db.query(
      `INSERT INTO bff.admin_audit (actor_id, actor_label, action, target_type, target_ref, target_label, subject_user_ids, before, after, correlation_id, outcome, reason, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9, $10, 'refused', $11, now())`,
      [admin.actor.id, admin.user.email, action, target.type, this.ref(target.type, target.id), target.label, subjectsOf(target), before, attempted, currentCorrelationId() ?? null, reason],
    );
  }

  async page(query: AuditQuery): Promise<Page<AuditEntry>> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (query.action) add('action = ?', query.action);
    if (query.actorId) add('actor_id = ?', query.actorId);
    if (query.targetType) add('target_type = ?', query.targetType);
    if (query.outcome) add('outcome = ?', query.outcome);
    if (query.search) add(`(actor_label ILIKE ? OR target_label ILIKE $${params.length + 1})`, containsPattern(query.search));
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const order = query.order === 'asc' ? 'ASC' : 'DESC';
    const [{ total }]: { total: number }[] = await this.db.query(`SELECT count(*)::int AS total FROM bff.admin_audit ${filter}`, params);
    const rows: Row[] = await this.db.query(
      `SELECT * FROM bff.admin_audit ${filter} ORDER BY at ${order}, id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { rows: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * The user is erased: entries about them keep what happened and lose who it was; entries they
   * made as an admin keep what they did and lose their name. Idempotent (a redelivered event
   * changes nothing more).
   */
  async forgetUser(userId: string): Promise<void> {
    await this.db.query(
      `UPDATE bff.admin_audit SET subject_user_ids = array_remove(subject_user_ids, $1::uuid),
         target_label = CASE WHEN target_type IN ('user', 'admin-sign-in') THEN 'Erased user' ELSE 'Involves an erased user' END,
         before = before - $2::text[], after = after - $2::text[]
       WHERE $1::uuid = ANY(subject_user_ids)`,
      [userId, PERSONAL_FIELDS],
    );
    await this.db.query(`UPDATE bff.admin_audit SET actor_id = NULL, actor_label = 'Erased admin' WHERE actor_id = $1`, [userId]);
  }
}

function toEntry(row: Row): AuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    actor: { id: row.actor_id, label: row.actor_label },
    action: row.action,
    target: { type: row.target_type, ref: row.target_ref, label: row.target_label },
    before: row.before,
    after: row.after,
    correlationId: row.correlation_id,
    outcome: row.outcome,
    reason: row.reason,
  };
}

function subjectsOf(target: AuditTarget): string[] {
  return [...new Set(target.subjectUserIds ?? [])];
}

/** A 403 is a refusal (of the admin, by a rule); anything else a failure. The reason is what the admin was told. */
function judge(error: unknown): { refused: boolean; reason: string | null } {
  if (!(error instanceof HttpException)) return { refused: false, reason: null };
  const response = error.getResponse();
  const message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
  return { refused: error.getStatus() === HttpStatus.FORBIDDEN, reason: typeof message === 'string' ? message : null };
}
