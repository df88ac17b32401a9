import { Injectable } from '@nestjs/common';
import { type Campaign } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { CampaignNotFound } from '../campaign.errors';
import { toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/** One campaign the owner is a partner of; anyone else's is not found. */
@Injectable()
export class ViewCampaignHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: string, id: string): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.campaigns.findForUser(this.unitOfWork.db, userId, id);
    if (!row) throw new CampaignNotFound();
    return toCampaign(row, userId);
  }
}
