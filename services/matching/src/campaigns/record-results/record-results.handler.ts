import { Injectable } from '@nestjs/common';
import { type Campaign, CAMPAIGN_TEXT, type CampaignResults, type RedeemVoucher } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { canRecordResults, canRedeem } from '../campaign-lifecycle';
import { CampaignNotFound, CampaignNotRunning, UnknownVoucherCode } from '../campaign.errors';
import { toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * Each partner records their own spend and results (totals so far) once the campaign runs, and
 * either partner records a customer's voucher redemption, counted for the partner whose code it is.
 */
@Injectable()
export class RecordResultsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async recordResults(userId: string, id: string, results: CampaignResults): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.unitOfWork.run(async (tx) => {
      const locked = await this.campaigns.lockForUser(tx, userId, id);
      if (!locked) throw new CampaignNotFound();
      if (!canRecordResults(locked.status)) throw new CampaignNotRunning();
      await this.campaigns.recordResults(tx, id, userId, results);
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }

  async redeem(userId: string, id: string, input: RedeemVoucher): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.unitOfWork.run(async (tx) => {
      const locked = await this.campaigns.lockForUser(tx, userId, id);
      if (!locked) throw new CampaignNotFound();
      if (!canRedeem(locked.status)) throw new CampaignNotRunning(CAMPAIGN_TEXT.notActive);
      if (!(await this.campaigns.redeem(tx, id, input.code))) throw new UnknownVoucherCode();
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }
}
