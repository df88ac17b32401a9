import { Injectable } from '@nestjs/common';
import { type AdminUserListQuery, normalizeEmail, type UserRole } from '@comarketing/contracts';
import { containsPattern, type Db } from '@comarketing/server-kit';
import { BusinessEntity } from '../database/entities/business.entity';
import { UserEntity } from '../database/entities/user.entity';

const SORT_COLUMNS: Record<AdminUserListQuery['sort'], string> = {
  createdAt: 'created_at',
  lastLoginAt: 'last_login_at',
  email: 'lower(email)',
  name: "lower(first_name || ' ' || last_name)",
};

const FILTERS: Record<AdminUserListQuery['filter'], string | null> = {
  all: null,
  active: 'is_active',
  inactive: 'NOT is_active',
  verified: 'email_verified',
  unverified: 'NOT email_verified',
};

/** A users row as the admin list reads it (SQL column names). */
export interface AdminUserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  role: UserRole;
  is_active: boolean;
  email_verified: boolean;
  profile_image_url: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

const ROW_COLUMNS = 'id, email, first_name, last_name, company_name, role, is_active, email_verified, profile_image_url, created_at, last_login_at';

/**
 * Locks the users with these ids for a change, in id order: every change that locks two users (an
 * admin's change locks the acting admin's row with its target's, see actingAdmin) takes them in this
 * order, before any other row of theirs, so two admins acting on each other at once never
 * deadlock. Answers the rows found, by id.
 */
export async function lockUsersInIdOrder(db: Db, ids: string[]): Promise<Map<string, UserEntity>> {
  const rows = await db.manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .setLock('pessimistic_write')
    .where('u.id IN (:...ids)', { ids: [...new Set(ids)] })
    .orderBy('u.id')
    .getMany();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What the admin panel reads and changes of `accounts.users` and `accounts.businesses`. */
@Injectable()
export class AdminUsersRepository {
  /**
   * One page, filtered, searched (name or e-mail, case-insensitive, by the trigram indexes) and
   * sorted on the server (by the btree indexes of the sorts), with the exact total of matching
   * rows. Ties are broken by id so pages never overlap or skip a row. Plain SQL: the ORM's count
   * is a COUNT(DISTINCT id), several times slower at 100,000 rows.
   */
  async page(db: Db, query: AdminUserListQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const filter = FILTERS[query.filter];
    if (filter) where.push(filter);
    if (query.search) {
      params.push(containsPattern(query.search));
      where.push(`(lower(email) LIKE $${params.length} OR lower(first_name || ' ' || last_name) LIKE $${params.length})`);
    }
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const nulls = query.sort === 'lastLoginAt' ? (direction === 'ASC' ? ' NULLS FIRST' : ' NULLS LAST') : '';
    const order = `ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}${nulls}, id ${direction}`;
    const window = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
    const paging = [...params, query.pageSize, (query.page - 1) * query.pageSize];
    // Without a search, the page's ids come from the sort's index alone (no table rows read for
    // the skipped ones), then those rows: a page deep in 100,000 users costs the index, not the table.
    const rowsSql = query.search
      ? `SELECT ${ROW_COLUMNS} FROM accounts.users ${sql} ${order} ${window}`
      : `SELECT ${ROW_COLUMNS} FROM accounts.users WHERE id IN (SELECT id FROM accounts.users ${sql} ${order} ${window}) ${order}`;
    const [rows, total] = await Promise.all([db.query<AdminUserRow>(rowsSql, paging), this.count(db, sql, params)]);
    return { rows, total };
  }

  private async count(db: Db, sql: string, params: unknown[]): Promise<number> {
    const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM accounts.users ${sql}`, params);
    return total;
  }

  findById(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).findOneBy({ id });
  }

  /** Locks the rows for a change, in id order (lockUsersInIdOrder): the acting admin's and the target's. */
  lockInIdOrder(db: Db, ids: string[]): Promise<Map<string, UserEntity>> {
    return lockUsersInIdOrder(db, ids);
  }

  findByEmail(db: Db, email: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email: normalizeEmail(email) }).getOne();
  }

  save(db: Db, user: UserEntity): Promise<UserEntity> {
    return db.manager.getRepository(UserEntity).save(user);
  }

  emailsOf(db: Db, ids: string[]): Promise<{ id: string; email: string }[]> {
    return db.query<{ id: string; email: string }>(`SELECT id, email FROM accounts.users WHERE id = ANY($1::uuid[])`, [ids]);
  }

  async setRole(db: Db, id: string, role: UserRole): Promise<void> {
    await db.manager.getRepository(UserEntity).update({ id }, { role, isActive: true });
  }

  async userFigures(db: Db, weekAgo: Date): Promise<{ total: number; active: number; newThisWeek: number }> {
    const [row] = await db.query<{ total: number; active: number; new_this_week: number }>(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active, count(*) FILTER (WHERE created_at >= $1)::int AS new_this_week FROM accounts.users`,
      [weekAgo],
    );
    return { total: row.total, active: row.active, newThisWeek: row.new_this_week };
  }

  async businessFigures(db: Db): Promise<{ total: number; verified: number; today: number }> {
    const row = await db.manager
      .getRepository(BusinessEntity)
      .createQueryBuilder('b')
      .select('count(*)::int', 'total')
      .addSelect('count(*) FILTER (WHERE b.verified)::int', 'verified')
      // Since midnight in London, the platform's day.
      .addSelect(`count(*) FILTER (WHERE b.created_at >= date_trunc('day', now() AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London')::int`, 'today')
      .getRawOne<{ total: number; verified: number; today: number }>();
    return { total: row?.total ?? 0, verified: row?.verified ?? 0, today: row?.today ?? 0 };
  }
}
