import { Injectable } from '@nestjs/common';
import { type Campaign, CAMPAIGN_TEXT, type CampaignCommitments, type CampaignPlan } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { InvalidSplit, sharesFor } from '../budget-split';
import { canChangePlan, confirmationRefusal, statusAfterConfirmation, ukToday } from '../campaign-lifecycle';
import { CampaignCannotStart, CampaignNotDraft, CampaignNotFound, InvalidCampaignPlan } from '../campaign.errors';
import { type CampaignRow, membersOf, toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * The partners agree the plan while the campaign is a draft: either sets the budget, split and
 * dates, each sets their own commitments (any change resets every confirmation, since the partners
 * agreed to what was there), and each confirms (`campaign.confirmed`). When the last confirms, the
 * campaign starts at once if its start date has come (`campaign.activated`), or is scheduled for it.
 */
@Injectable()
export class PlanCampaignHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  setPlan(userId: string, id: string, plan: CampaignPlan): Promise<Campaign> {
    return this.inDraft(userId, id, async (tx, row) => {
      let shares;
      try {
        shares = sharesFor(plan.budgetSplit, [...row.members].sort((a, b) => a.position - b.position).map((m) => m.business_id), plan.shares);
      } catch (error) {
        if (error instanceof InvalidSplit) throw new InvalidCampaignPlan(error.message);
        throw error;
      }
      await this.campaigns.setPlan(tx, id, plan, shares);
    });
  }

  setCommitments(userId: string, id: string, input: CampaignCommitments): Promise<Campaign> {
    return this.inDraft(userId, id, (tx) => this.campaigns.setCommitments(tx, id, userId, input.commitments));
  }

  confirm(userId: string, id: string): Promise<Campaign> {
    return this.inDraft(userId, id, async (tx, row) => {
      const refusal = confirmationRefusal(row.members.map((m) => m.share_percent));
      if (refusal) throw new CampaignCannotStart(refusal);
      const own = row.members.filter((m) => m.user_id === userId);
      if (own.every((m) => m.commitments.length === 0)) throw new InvalidCampaignPlan(CAMPAIGN_TEXT.commitmentsRequired);
      await this.campaigns.confirm(tx, id, userId);
      const event = { campaignId: id, title: row.title, members: membersOf(row) };
      // Announced once per partner and plan (confirming again changes nothing).
      if (own.some((m) => m.confirmed_at === null)) tx.emit('campaign.confirmed', { ...event, confirmedByUserId: userId });
      const allConfirmed = row.members.every((m) => m.user_id === userId || m.confirmed_at !== null);
      const next = statusAfterConfirmation(allConfirmed, row.start_date, row.end_date, ukToday());
      if (next === row.status) return;
      await this.campaigns.setStatus(tx, id, next);
      if (next === 'active' || next === 'completed') tx.emit('campaign.activated', event);
      if (next === 'completed') tx.emit('campaign.completed', event);
    });
  }

  private async inDraft(userId: string, id: string, change: (tx: Transaction, row: CampaignRow) => Promise<void>): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.unitOfWork.run(async (tx) => {
      const locked = await this.campaigns.lockForUser(tx, userId, id);
      if (!locked) throw new CampaignNotFound();
      if (!canChangePlan(locked.status)) throw new CampaignNotDraft();
      await change(tx, locked);
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }
}
