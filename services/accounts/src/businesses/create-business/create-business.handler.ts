import { Injectable } from '@nestjs/common';
import { type Business, type BusinessInput } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { OwnUploadCheck } from '../../users/own-upload.check';
import { BusinessAlreadyExists } from '../business.errors';
import { toBusiness, toBusinessUpserted } from '../business.mapper';
import { BusinessRepository } from '../business.repository';

/** Creates the user's one business and announces it (`business.upserted`). */
@Injectable()
export class CreateBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: BusinessRepository,
    private readonly ownUpload: OwnUploadCheck,
  ) {}

  execute(userId: string, input: BusinessInput): Promise<Business> {
    return this.unitOfWork.run(async (tx) => {
      if (await this.businesses.existsForUser(tx, userId)) throw new BusinessAlreadyExists();
      if (input.logo) await this.ownUpload.assert(tx, userId, input.logo);
      const business = await this.businesses.create(tx, userId, input);
      tx.emit('business.upserted', toBusinessUpserted(business));
      return toBusiness(business);
    });
  }
}
