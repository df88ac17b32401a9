import { Injectable } from '@nestjs/common';
import { type Campaign, CAMPAIGN_TEXT, type EndCampaign } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { canEndEarly } from '../campaign-lifecycle';
import { CampaignNotFound, CampaignNotRunning } from '../campaign.errors';
import { membersOf, ownBusinessOf, toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/** Either partner ends a confirmed campaign before its end date, with a short outcome note (`campaign.completed`). */
@Injectable()
export class EndCampaignHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: string, id: string, input: EndCampaign): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.unitOfWork.run(async (tx) => {
      const locked = await this.campaigns.lockForUser(tx, userId, id);
      if (!locked) throw new CampaignNotFound();
      if (!canEndEarly(locked.status)) throw new CampaignNotRunning(locked.status === 'completed' ? CAMPAIGN_TEXT.alreadyEnded : CAMPAIGN_TEXT.notRunning);
      await this.campaigns.endEarly(tx, id, input.outcomeNote, ownBusinessOf(locked, userId));
      tx.emit('campaign.completed', { campaignId: id, title: locked.title, members: membersOf(locked) });
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }
}
