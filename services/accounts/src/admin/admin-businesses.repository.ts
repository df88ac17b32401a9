import { Injectable } from '@nestjs/common';
import { type AdminBusinessListQuery } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { BusinessEntity } from '../database/entities/business.entity';
import { UserEntity } from '../database/entities/user.entity';

const SORT_COLUMNS: Record<AdminBusinessListQuery['sort'], string> = { createdAt: 'b.created_at', businessName: 'lower(b.business_name)' };
const FILTERS: Record<AdminBusinessListQuery['filter'], string | null> = { all: null, verified: 'b.verified', unverified: 'NOT b.verified' };
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface BusinessWithOwner {
  business: BusinessEntity;
  ownerEmail: string;
}

/** What the admin panel reads and changes of `accounts.businesses`, with the owner's e-mail. */
@Injectable()
export class AdminBusinessesRepository {
  /** One page, filtered, searched by business name or owner e-mail, sorted, with the total. */
  async page(db: Db, query: AdminBusinessListQuery): Promise<{ rows: BusinessWithOwner[]; total: number }> {
    const qb = db.manager.getRepository(BusinessEntity).createQueryBuilder('b').innerJoin(UserEntity, 'u', 'u.id = b.user_id').addSelect('u.email', 'owner_email');
    const filter = FILTERS[query.filter];
    if (filter) qb.andWhere(filter);
    if (query.search) qb.andWhere('(lower(b.business_name) LIKE :pattern OR lower(u.email) LIKE :pattern)', { pattern: likePattern(query.search) });
    const direction = query.order === 'asc' ? 'ASC' : 'DESC';
    qb.orderBy(SORT_COLUMNS[query.sort], direction).addOrderBy('b.id', direction);
    const total = await qb.getCount();
    const { entities, raw } = await qb
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .getRawAndEntities<{ owner_email: string }>();
    return { rows: entities.map((business, i) => ({ business, ownerEmail: raw[i].owner_email })), total };
  }

  async findWithOwner(db: Db, id: string, lock = false): Promise<BusinessWithOwner | null> {
    const qb = db.manager.getRepository(BusinessEntity).createQueryBuilder('b').innerJoin(UserEntity, 'u', 'u.id = b.user_id').addSelect('u.email', 'owner_email').where('b.id = :id', { id });
    if (lock) qb.setLock('pessimistic_write', undefined, ['b']);
    const { entities, raw } = await qb.getRawAndEntities<{ owner_email: string }>();
    return entities[0] ? { business: entities[0], ownerEmail: raw[0].owner_email } : null;
  }

  save(db: Db, business: BusinessEntity): Promise<BusinessEntity> {
    return db.manager.getRepository(BusinessEntity).save(business);
  }
}
