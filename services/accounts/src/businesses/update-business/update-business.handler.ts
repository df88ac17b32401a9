import { Injectable, NotFoundException } from '@nestjs/common';
import { type Business, BUSINESS_TEXT, type BusinessInput } from '@comarketing/contracts';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { BusinessEntity } from '../../database/entities/business.entity';
import { assertOwnUpload } from '../../users/own-upload.check';
import { businessColumns, toBusiness, toBusinessUpserted } from '../business.mapper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Updates the user's own business; someone else's id is simply not found. */
@Injectable()
export class UpdateBusinessHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  execute(userId: string, businessId: string, input: BusinessInput): Promise<Business> {
    return this.outbox.run(async (manager, emit) => {
      const businesses = manager.getRepository(BusinessEntity);
      const existing = UUID.test(businessId) ? await businesses.findOneBy({ id: businessId, userId }) : null;
      if (!existing) throw new NotFoundException(BUSINESS_TEXT.notFound);
      if (input.logo && input.logo !== existing.logo) await assertOwnUpload(manager, userId, input.logo);
      const saved = await businesses.save(businesses.merge(existing, businessColumns(input)));
      emit('business.upserted', toBusinessUpserted(saved));
      return toBusiness(saved);
    });
  }
}
