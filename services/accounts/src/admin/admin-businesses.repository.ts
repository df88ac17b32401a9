import { Injectable } from '@nestjs/common';
import { type AdminBusinessListQuery } from '@comarketing/contracts';
import { containsPattern, type Db } from '@comarketing/server-kit';
import { BusinessEntity } from '../database/entities/business.entity';
import { UserEntity } from '../database/entities/user.entity';
import { lockUsersInIdOrder } from './admin-users.repository';

const SORT_COLUMNS: Record<AdminBusinessListQuery['sort'], string> = { createdAt: 'b.created_at', businessName: 'lower(b.business_name)' };
const FILTERS: Record<AdminBusinessListQuery['filter'], string | null> = { all: null, verified: 'b.verified', unverified: 'NOT b.verified' };

export interface BusinessWithOwner {
  business: BusinessEntity;
  ownerEmail: string;
}

/** A businesses row with its owner's e-mail, as the admin list reads it. */
export interface AdminBusinessRow {
  id: string;
  user_id: string;
  owner_email: string;
  business_name: string;
  description: string | null;
  industry: string;
  location: string;
  company_size: string | null;
  website: string | null;
  phone: string | null;
  verified: boolean;
  created_at: Date;
}

/** What the admin panel reads and changes of `accounts.businesses`, with the owner's e-mail. */
@Injectable()
export class AdminBusinessesRepository {
  /**
   * One page, filtered, searched by business name or owner e-mail (each by its trigram index),
   * sorted, with the exact total; the page and the total in parallel. Plain SQL, as for users.
   */
  async page(db: Db, query: AdminBusinessListQuery): Promise<{ rows: AdminBusinessRow[]; total: number }> {
    const params: unknown[] = [];
    const filter = FILTERS[query.filter];
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    const order = `ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, b.id ${direction}`;
    const columns = 'b.id, b.user_id, u.email AS owner_email, b.business_name, b.description, b.industry, b.location, b.company_size, b.website, b.phone, b.verified, b.created_at';
    // Name and owner e-mail are two trigram indexes of this one table (the e-mail is a search copy
    // kept by triggers, see the BusinessOwnerEmailSearch migration), combined in one bitmap scan.
    if (query.search) params.push(containsPattern(query.search));
    const conditions = [query.search ? '(lower(b.business_name) LIKE $1 OR b.owner_email_search LIKE $1)' : null, filter].filter(Boolean);
    const sql = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      // The page's rows first, from the sort's index where it can; their owners' e-mails after.
      db.query<AdminBusinessRow>(
        `SELECT ${columns} FROM (SELECT b.* FROM accounts.businesses b ${sql} ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}) b JOIN accounts.users u ON u.id = b.user_id ${order}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      ),
      db.query<{ total: number }>(`SELECT count(*)::int AS total FROM accounts.businesses b ${sql}`, params),
    ]);
    return { rows, total };
  }

  async findWithOwner(db: Db, id: string, lock = false): Promise<BusinessWithOwner | null> {
    const qb = db.manager.getRepository(BusinessEntity).createQueryBuilder('b').innerJoin(UserEntity, 'u', 'u.id = b.user_id').addSelect('u.email', 'owner_email').where('b.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['b']);
    const { entities, raw } = await qb.getRawAndEntities<{ owner_email: string }>();
    return entities[0] ? { business: entities[0], ownerEmail: raw[0].owner_email } : null;
  }

  /**
   * The business and its owner, both locked for a change, with the acting admin's row: the users'
   * rows first, in id order (lockUsersInIdOrder), then the business (as an erase takes them, so
   * none of these deadlock). The rank rule reads the owner's and the actor's roles as they stand.
   * `users`: the rows locked, the actor's among them if it exists.
   */
  async lockWithOwner(db: Db, id: string, actorId: string): Promise<(BusinessWithOwner & { owner: UserEntity; users: Map<string, UserEntity> }) | null> {
    const [row] = await db.query<{ user_id: string }>(`SELECT user_id FROM accounts.businesses WHERE id = $1`, [id]);
    if (!row) return null;
    const users = await lockUsersInIdOrder(db, [row.user_id, actorId]);
    const owner = users.get(row.user_id);
    const found = owner ? await this.findWithOwner(db, id, true) : null;
    return found && owner && found.business.userId === owner.id ? { ...found, owner, users } : null;
  }

  save(db: Db, business: BusinessEntity): Promise<BusinessEntity> {
    return db.manager.getRepository(BusinessEntity).save(business);
  }
}
