import { Injectable } from '@nestjs/common';
import { type Business, type BusinessInput } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../uuid';
import { OwnUploadCheck } from '../../users/own-upload.check';
import { BusinessNotFound } from '../business.errors';
import { toBusiness, toBusinessUpserted } from '../business.mapper';
import { BusinessRepository } from '../business.repository';

/** Updates the user's own business and announces it; someone else's id is simply not found. */
@Injectable()
export class UpdateBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: BusinessRepository,
    private readonly ownUpload: OwnUploadCheck,
  ) {}

  execute(userId: string, businessId: string, input: BusinessInput): Promise<Business> {
    return this.unitOfWork.run(async (tx) => {
      const existing = isUuid(businessId) ? await this.businesses.findOwned(tx, businessId, userId) : null;
      if (!existing) throw new BusinessNotFound();
      if (input.logo && input.logo !== existing.logo) await this.ownUpload.assert(tx, userId, input.logo);
      const saved = await this.businesses.update(tx, existing, input);
      tx.emit('business.upserted', toBusinessUpserted(saved));
      return toBusiness(saved);
    });
  }
}
