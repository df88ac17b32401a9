import { Injectable } from '@nestjs/common';
import { type CampaignList } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { campaignStats } from '../campaign-stats';
import { toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * The owner's newest campaigns, with the page's and the dashboard's figures summed over all of
 * them (an owner may have more than the list holds).
 */
@Injectable()
export class ListCampaignsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: string): Promise<CampaignList> {
    const [rows, totals] = await Promise.all([this.campaigns.listForUser(this.unitOfWork.db, userId), this.campaigns.totalsForUser(this.unitOfWork.db, userId)]);
    return { campaigns: rows.map((row) => toCampaign(row, userId)), stats: campaignStats(totals) };
  }
}
