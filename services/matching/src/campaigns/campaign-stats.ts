import { type CampaignStats } from '@comarketing/contracts';

/**
 * An owner's sums over all of their campaigns, as the repository adds them up in SQL (`totalsForUser`).
 * Only campaigns that ran or are running count in reach, engagements and pounds (a draft's plan is
 * not yet agreed); pounds are in pence, so the sums are exact.
 */
export interface CampaignTotals {
  active: number;
  completed: number;
  /** Drafts and scheduled campaigns: agreed or not, none has started. */
  drafts: number;
  reach: number;
  engagements: number;
  /** What every partner spent. */
  spentPence: number;
  /**
   * The partners' planned shares of the budgets: the whole budgets, but for a campaign a partner
   * left (their share went with their spend, so Budget Used compares like with like).
   */
  plannedPence: number;
  /**
   * What the other partners spent: what sharing saved the owner, who would otherwise have paid
   * alone for the same campaign.
   */
  othersSpentPence: number;
}

const pounds = (pence: number) => Math.round(pence) / 100;

/**
 * The owner's figures on the campaigns page and the dashboard; the engagement rate is engagements
 * over reach, null with no reach.
 */
export function campaignStats(t: CampaignTotals): CampaignStats {
  return {
    activeCampaigns: t.active,
    totalReach: t.reach,
    budgetSpent: pounds(t.spentPence),
    budgetPlanned: pounds(t.plannedPence),
    engagementRate: t.reach > 0 ? t.engagements / t.reach : null,
    costSavings: pounds(t.othersSpentPence),
    counts: { active: t.active, completed: t.completed, drafts: t.drafts },
  };
}
