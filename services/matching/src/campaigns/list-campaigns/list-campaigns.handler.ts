import { Injectable } from '@nestjs/common';
import { type CampaignList } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { campaignStats } from '../campaign-stats';
import { toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/** The owner's campaigns, newest first, with the page's and the dashboard's figures worked out here. */
@Injectable()
export class ListCampaignsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: string): Promise<CampaignList> {
    const campaigns = (await this.campaigns.listForUser(this.unitOfWork.db, userId)).map((row) => toCampaign(row, userId));
    return { campaigns, stats: campaignStats(campaigns) };
  }
}
