import { type Campaign, type CampaignStats } from '@comarketing/contracts';

const pounds = (value: number) => Math.round(value * 100) / 100;

/** Campaigns that count in the figures: those that ran or are running (a draft's plan is not yet agreed). */
const hasRun = (c: Campaign) => c.status === 'active' || c.status === 'completed';

/**
 * What sharing a campaign saved the owner: the pounds the other partners spent on it, which the
 * owner would otherwise have paid alone for the same campaign.
 */
export function costSavingsOf(campaign: Campaign): number {
  return pounds(campaign.partners.filter((p) => !p.isYou).reduce((sum, p) => sum + p.spend, 0));
}

/**
 * The owner's figures on the campaigns page and the dashboard, from their campaigns as they see
 * them (`isYou` marks their side): reach, engagements and spend of all partners of campaigns that
 * ran or are running; the engagement rate is engagements over reach, null with no reach.
 */
export function campaignStats(campaigns: Campaign[]): CampaignStats {
  const run = campaigns.filter(hasRun);
  const all = run.flatMap((c) => c.partners);
  const reach = all.reduce((sum, p) => sum + p.reach, 0);
  const engagements = all.reduce((sum, p) => sum + p.engagements, 0);
  return {
    activeCampaigns: campaigns.filter((c) => c.status === 'active').length,
    totalReach: reach,
    budgetSpent: pounds(all.reduce((sum, p) => sum + p.spend, 0)),
    budgetPlanned: pounds(run.reduce((sum, c) => sum + c.budget, 0)),
    engagementRate: reach > 0 ? engagements / reach : null,
    costSavings: pounds(run.reduce((sum, c) => sum + costSavingsOf(c), 0)),
    counts: {
      active: campaigns.filter((c) => c.status === 'active').length,
      completed: campaigns.filter((c) => c.status === 'completed').length,
      drafts: campaigns.filter((c) => c.status === 'draft' || c.status === 'scheduled').length,
    },
  };
}
