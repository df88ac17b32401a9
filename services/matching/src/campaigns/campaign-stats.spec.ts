import { campaignStats, type CampaignTotals } from './campaign-stats';

const none: CampaignTotals = { active: 0, completed: 0, drafts: 0, reach: 0, engagements: 0, spentPence: 0, plannedPence: 0, othersSpentPence: 0 };

describe('campaign stats', () => {
  it('is all zeros, with no engagement rate, without campaigns', () => {
    expect(campaignStats(none)).toEqual({
      activeCampaigns: 0,
      totalReach: 0,
      budgetSpent: 0,
      budgetPlanned: 0,
      engagementRate: null,
      costSavings: 0,
      counts: { active: 0, completed: 0, drafts: 0 },
    });
  });

  it('turns pence into pounds and pence, and engagements over reach into the rate', () => {
    const stats = campaignStats({ active: 1, completed: 1, drafts: 2, reach: 5000, engagements: 250, spentPence: 72075, plannedPence: 160000, othersSpentPence: 50025 });
    expect(stats).toEqual({
      activeCampaigns: 1,
      totalReach: 5000,
      budgetSpent: 720.75,
      budgetPlanned: 1600,
      engagementRate: 0.05,
      costSavings: 500.25,
      counts: { active: 1, completed: 1, drafts: 2 },
    });
  });

  it('rounds the planned shares of a campaign a partner left (a share of an odd budget) to the penny', () => {
    expect(campaignStats({ ...none, plannedPence: 33333.33 }).budgetPlanned).toBe(333.33);
  });
});
