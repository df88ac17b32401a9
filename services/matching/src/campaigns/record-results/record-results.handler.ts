import { Injectable } from '@nestjs/common';
import { type Campaign, CAMPAIGN_TEXT, type CampaignResults, type RedeemVoucher } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { canRecordResults, canRedeem } from '../campaign-lifecycle';
import { REDEMPTION_REFUSAL_TEXT, redemptionRefusal, resultsRefusal } from '../campaign-results';
import { CampaignNotFound, CampaignNotRunning, ImplausibleResults, RedemptionRefused, UnknownVoucherCode } from '../campaign.errors';
import { toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * Each partner records their own spend and results (totals so far) once the campaign runs, spend
 * at most the campaign's budget, and the redemptions of their own voucher code (a customer brought
 * it to them), up to a ceiling per campaign (campaign-results.ts): the other partner sees these
 * figures in their own.
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
      const refusal = resultsRefusal(results, locked.budget);
      if (refusal) throw new ImplausibleResults(refusal);
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
      const refusal = redemptionRefusal(locked.members, userId, input.code);
      if (refusal === 'unknown-code') throw new UnknownVoucherCode();
      if (refusal) throw new RedemptionRefused(REDEMPTION_REFUSAL_TEXT[refusal]);
      await this.campaigns.redeem(tx, id, input.code);
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }
}
