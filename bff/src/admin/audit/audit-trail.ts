import { Injectable } from '@nestjs/common';
import { type AuditEntry, type AuditQuery, type Page } from '@comarketing/contracts';
import { createHmac } from 'node:crypto';
import { type SqlExecutor } from '@comarketing/messaging';
import { containsPattern, currentCorrelationId } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows';
import { type AdminContext } from '../session/admin-session.guard';

export interface AuditTarget {
  type: 'user' | 'business' | 'match' | 'group' | 'post' | 'communication' | 'conversation' | 'admin-session';
  id: string;
  /** What the Activity view shows for it (a name, an e-mail). */
  label: string;
  /** The users whose personal data this entry carries (the target, a business's owner, a pair's owners). */
  subjectUserIds?: string[];
}

type Values = Record<string, unknown> | null;

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
}

/**
 * The audit trail of admin changes (`bff.admin_audit`). An entry is written before the change
 * ('pending', with the values before) and finished after it ('done' with the values after, or
 * 'failed'), so a crash in between leaves a visible 'pending' entry rather than no trace.
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

  /** Runs `change` between a pending entry and its outcome; answers what `change` answers. */
  async record<T>(admin: AdminContext | { actor: { id: string }; user: { email: string } }, action: string, target: AuditTarget, before: Values, change: () => Promise<{ result: T; after: Values }>): Promise<T> {
    const [{ id }]: { id: string }[] = await this.db.query(
      `INSERT INTO bff.admin_audit (actor_id, actor_label, action, target_type, target_ref, target_label, subject_user_ids, before, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7::uuid[], $8, $9) RETURNING id`,
      [admin.actor.id, admin.user.email, action, target.type, this.ref(target.type, target.id), target.label, [...new Set(target.subjectUserIds ?? [])], before, currentCorrelationId() ?? null],
    );
    try {
      const { result, after } = await change();
      await this.db.query(`UPDATE bff.admin_audit SET outcome = 'done', after = $2, finished_at = now() WHERE id = $1`, [id, after]);
      return result;
    } catch (error) {
      await this.db.query(`UPDATE bff.admin_audit SET outcome = 'failed', finished_at = now() WHERE id = $1`, [id]);
      throw error;
    }
  }

  /** An event with no before and after (a sign-in): one finished entry. */
  async note(admin: { actor: { id: string }; user: { email: string } }, action: string, target: AuditTarget): Promise<void> {
    await this.record(admin, action, target, null, async () => ({ result: undefined, after: null }));
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
         target_label = CASE WHEN target_type = 'user' THEN 'Erased user' ELSE 'Involves an erased user' END,
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
  };
}
