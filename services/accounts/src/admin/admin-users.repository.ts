import { Injectable } from '@nestjs/common';
import { type AdminUserListQuery, normalizeEmail, type UserRole } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { BusinessEntity } from '../database/entities/business.entity';
import { UserEntity } from '../database/entities/user.entity';

const SORT_COLUMNS: Record<AdminUserListQuery['sort'], string> = {
  createdAt: 'u.created_at',
  lastLoginAt: 'u.last_login_at',
  email: 'lower(u.email)',
  name: "lower(u.first_name || ' ' || u.last_name)",
};

const FILTERS: Record<AdminUserListQuery['filter'], string | null> = {
  all: null,
  active: 'u.is_active',
  inactive: 'NOT u.is_active',
  verified: 'u.email_verified',
  unverified: 'NOT u.email_verified',
};

/** `%`, `_` and `\` typed into a search are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the admin panel reads and changes of `accounts.users` and `accounts.businesses`. */
@Injectable()
export class AdminUsersRepository {
  /**
   * One page, filtered, searched (name or e-mail, case-insensitive, by the trigram indexes) and
   * sorted on the server, with the total of matching rows. Ties are broken by id so pages never
   * overlap or skip a row.
   */
  async page(db: Db, query: AdminUserListQuery): Promise<{ rows: UserEntity[]; total: number }> {
    const qb = db.manager.getRepository(UserEntity).createQueryBuilder('u');
    const filter = FILTERS[query.filter];
    if (filter) qb.andWhere(filter);
    if (query.search) {
      qb.andWhere("(lower(u.email) LIKE :pattern OR lower(u.first_name || ' ' || u.last_name) LIKE :pattern)", { pattern: likePattern(query.search) });
    }
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(SORT_COLUMNS[query.sort], direction, direction === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST').addOrderBy('u.id', direction);
    qb.skip((query.page - 1) * query.pageSize).take(query.pageSize);
    const [rows, total] = await qb.getManyAndCount();
    return { rows, total };
  }

  findById(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).findOneBy({ id });
  }

  /** Locks the row for a change, so two admins editing one user apply one after the other. */
  findForUpdate(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
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

  async businessFigures(db: Db): Promise<{ total: number; verified: number }> {
    const row = await db.manager
      .getRepository(BusinessEntity)
      .createQueryBuilder('b')
      .select('count(*)::int', 'total')
      .addSelect('count(*) FILTER (WHERE b.verified)::int', 'verified')
      .getRawOne<{ total: number; verified: number }>();
    return { total: row?.total ?? 0, verified: row?.verified ?? 0 };
  }
}
