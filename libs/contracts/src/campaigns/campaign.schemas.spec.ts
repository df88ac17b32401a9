import { CALENDAR_DAY_TEXT } from '../input/calendar-day';
import { campaignPlanSchema, campaignResultsSchema, campaignSchema } from './campaign.schemas';
import { CAMPAIGN_TEXT } from './campaign.texts';

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

describe('a campaign plan', () => {
  const plan = (dates: { startDate: string | null; endDate: string | null }) => ({ budget: 800, budgetSplit: '50-50', ...dates });

  // Each of these passed the YYYY-MM-DD shape and failed in PostgreSQL: the owner got a 502.
  it('refuses a day that is not on the calendar, saying so', () => {
    for (const day of ['2026-02-30', '2026-13-01', '0000-00-00', '2026-02-29']) {
      const result = campaignPlanSchema.safeParse(plan({ startDate: day, endDate: null }));
      expect({ day, issues: result.error?.issues.map((i) => [i.path.join('.'), i.message]) }).toEqual({ day, issues: [['startDate', CALENDAR_DAY_TEXT.noSuchDay]] });
    }
    expect(campaignPlanSchema.safeParse(plan({ startDate: '2028-02-29', endDate: '2028-03-31' })).success).toBe(true);
  });
});

describe("a partner's results", () => {
  const issues = (results: object) => campaignResultsSchema.safeParse(results).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes figures a small business campaign reaches', () => {
    expect(campaignResultsSchema.parse({ spend: 1_000_000, reach: 1_000_000, engagements: 1_000_000 })).toEqual({ spend: 1_000_000, reach: 1_000_000, engagements: 1_000_000 });
    expect(campaignResultsSchema.parse({ spend: 300.5, reach: 1000, engagements: 80 })).toEqual({ spend: 300.5, reach: 1000, engagements: 80 });
  });

  // The other partner saw them summed into their own figures: £10,000,000 saved, a billion reached, 100,000% engagement.
  it('refuses absurd totals, saying the ceiling', () => {
    expect(issues({ spend: 1_000_000.01, reach: 10, engagements: 1 })).toEqual([['spend', CAMPAIGN_TEXT.spendTooHigh]]);
    expect(issues({ spend: 10, reach: 1_000_001, engagements: 1 })).toEqual([['reach', CAMPAIGN_TEXT.reachTooHigh]]);
    expect(issues({ spend: 10, reach: 1, engagements: 1_000_000 })).toEqual([['engagements', CAMPAIGN_TEXT.engagementsOverReach]]);
    expect(CAMPAIGN_TEXT.spendTooHigh).toBe('Spend can be at most £1,000,000');
  });
});
