import { ConflictException, Injectable } from '@nestjs/common';
import { type Business, BUSINESS_TEXT, type BusinessInput } from '@comarketing/contracts';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { QueryFailedError } from 'typeorm';
import { BusinessEntity } from '../../database/entities/business.entity';
import { assertOwnUpload } from '../../users/own-upload.check';
import { businessColumns, toBusiness, toBusinessUpserted } from '../business.mapper';

/** Creates the user's one business and announces it (`business.upserted`). */
@Injectable()
export class CreateBusinessHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  async execute(userId: string, input: BusinessInput): Promise<Business> {
    try {
      return await this.outbox.run(async (manager, emit) => {
        const businesses = manager.getRepository(BusinessEntity);
        if (await businesses.existsBy({ userId })) throw new ConflictException(BUSINESS_TEXT.alreadyExists);
        if (input.logo) await assertOwnUpload(manager, userId, input.logo);
        const business = await businesses.save(businesses.create({ ...businessColumns(input), userId }));
        emit('business.upserted', toBusinessUpserted(business));
        return toBusiness(business);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') throw new ConflictException(BUSINESS_TEXT.alreadyExists);
      throw error;
    }
  }
}
