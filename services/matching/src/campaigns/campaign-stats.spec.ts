import { type Campaign, type CampaignPartner } from '@comarketing/contracts';
import { campaignStats, costSavingsOf } from './campaign-stats';

const partner = (isYou: boolean, over: Partial<CampaignPartner> = {}): CampaignPartner => ({
  businessId: isYou ? '00000000-0000-4000-8000-000000000001' : '00000000-0000-4000-8000-000000000002',
  businessName: isYou ? 'Mine' : 'Theirs',
  industry: 'retail',
  location: 'Manchester',
  isYou,
  sharePercent: 50,
  plannedShare: 500,
  commitments: [],
  confirmed: true,
  voucherCode: 'ABCDEFGH',
  spend: 0,
  reach: 0,
  engagements: 0,
  redemptions: 0,
  ...over,
});

const campaign = (status: Campaign['status'], budget: number, partners: CampaignPartner[]): Campaign => ({
  id: '00000000-0000-4000-8000-00000000000a',
  kind: 'pair',
  title: 'T',
  description: null,
  campaignTypes: [],
  goals: [],
  startDate: null,
  endDate: null,
  budget,
  budgetSplit: '50-50',
  status,
  endedEarly: false,
  outcomeNote: null,
  partners,
  createdAt: '2026-01-01T00:00:00.000Z',
  activatedAt: null,
  completedAt: null,
});

describe('campaign stats', () => {
  it('is all zeros, with no engagement rate, without campaigns', () => {
    expect(campaignStats([])).toEqual({
      activeCampaigns: 0,
      totalReach: 0,
      budgetSpent: 0,
      budgetPlanned: 0,
      engagementRate: null,
      costSavings: 0,
      counts: { active: 0, completed: 0, drafts: 0 },
    });
  });

  it("sums every partner's figures over running and finished campaigns", () => {
    const stats = campaignStats([
      campaign('active', 1000, [partner(true, { spend: 120.5, reach: 1000, engagements: 50 }), partner(false, { spend: 300, reach: 3000, engagements: 150 })]),
      campaign('completed', 600, [partner(true, { spend: 100, reach: 500, engagements: 25 }), partner(false, { spend: 200.25, reach: 500, engagements: 25 })]),
    ]);
    expect(stats).toMatchObject({ activeCampaigns: 1, totalReach: 5000, budgetSpent: 720.75, budgetPlanned: 1600, costSavings: 500.25, counts: { active: 1, completed: 1, drafts: 0 } });
    expect(stats.engagementRate).toBeCloseTo(250 / 5000);
  });

  it('counts drafts and scheduled campaigns as drafts, and leaves their plans out of the figures (not agreed yet)', () => {
    const stats = campaignStats([campaign('draft', 5000, [partner(true), partner(false)]), campaign('scheduled', 700, [partner(true), partner(false)])]);
    expect(stats).toMatchObject({ budgetPlanned: 0, counts: { drafts: 2, active: 0, completed: 0 } });
  });

  it("saves the owner what the other partners spent, never the owner's own spend", () => {
    expect(costSavingsOf(campaign('active', 900, [partner(true, { spend: 400 }), partner(false, { spend: 250 }), partner(false, { spend: 0.1 })]))).toBe(250.1);
  });
});
