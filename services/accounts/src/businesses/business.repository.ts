import { Injectable } from '@nestjs/common';
import { type BusinessInput } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { BusinessEntity } from '../database/entities/business.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { BusinessAlreadyExists } from './business.errors';
import { businessColumns } from './business.mapper';

/** `accounts.businesses`: one per user (a unique index on user_id). */
@Injectable()
export class BusinessRepository {
  findByUser(db: Db, userId: string): Promise<BusinessEntity | null> {
    return db.manager.getRepository(BusinessEntity).findOneBy({ userId });
  }

  existsForUser(db: Db, userId: string): Promise<boolean> {
    return db.manager.getRepository(BusinessEntity).existsBy({ userId });
  }

  /** The user's own business by id; someone else's is not found. */
  findOwned(db: Db, id: string, userId: string): Promise<BusinessEntity | null> {
    return db.manager.getRepository(BusinessEntity).findOneBy({ id, userId });
  }

  /** The unique index decides two creations racing (BusinessAlreadyExists). */
  async create(db: Db, userId: string, input: BusinessInput): Promise<BusinessEntity> {
    const businesses = db.manager.getRepository(BusinessEntity);
    try {
      return await businesses.save(businesses.create({ ...businessColumns(input), userId }));
    } catch (error) {
      if (isUniqueViolation(error)) throw new BusinessAlreadyExists();
      throw error;
    }
  }

  update(db: Db, existing: BusinessEntity, input: BusinessInput): Promise<BusinessEntity> {
    const businesses = db.manager.getRepository(BusinessEntity);
    return businesses.save(businesses.merge(existing, businessColumns(input)));
  }

  async delete(db: Db, id: string): Promise<void> {
    await db.manager.delete(BusinessEntity, { id });
  }
}
