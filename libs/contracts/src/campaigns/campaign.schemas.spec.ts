import { campaignSchema } from './campaign.schemas';

const campaign = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'pair',
  title: 'Spring week',
  description: null,
  campaignTypes: [],
  goals: [],
  startDate: null,
  endDate: null,
  budget: 800,
  budgetSplit: '50-50',
  status: 'active',
  endedEarly: false,
  outcomeNote: null,
  partners: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  activatedAt: null,
  completedAt: null,
};

describe('campaign', () => {
  it('reads a campaign from a matching service that does not send former partners yet as having none (a rolling deploy)', () => {
    expect(campaignSchema.parse(campaign).formerPartners).toBe(0);
    expect(campaignSchema.parse({ ...campaign, formerPartners: 2 }).formerPartners).toBe(2);
  });
});
