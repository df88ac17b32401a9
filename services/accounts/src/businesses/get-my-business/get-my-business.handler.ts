import { Injectable } from '@nestjs/common';
import { type Business } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessNotFound } from '../business.errors';
import { toBusiness } from '../business.mapper';
import { BusinessRepository } from '../business.repository';

/** The user's business; not found means they have none yet (the page then opens the form). */
@Injectable()
export class GetMyBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: BusinessRepository,
  ) {}

  async execute(userId: string): Promise<Business> {
    const business = await this.businesses.findByUser(this.unitOfWork.db, userId);
    if (!business) throw new BusinessNotFound();
    return toBusiness(business);
  }
}
