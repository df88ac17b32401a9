import { type Campaign, type CampaignPartner, campaignCommitmentsSchema, CAMPAIGN_RESULT_LIMITS, campaignResultsSchema } from '@comarketing/contracts';
import { randomUUID } from 'node:crypto';
import { DEMO_RESULTS_NOTE, demoResults, nextDemoCampaignStep } from './demo-campaign-steps';

const partner = (over: Partial<CampaignPartner> = {}): CampaignPartner => ({
  businessId: randomUUID(),
  businessName: 'Chorlton Bakery (demo)',
  industry: 'food-beverage',
  location: 'Chorlton, Manchester',
  isYou: false,
  sharePercent: 50,
  plannedShare: 400,
  commitments: [],
  confirmed: false,
  voucherCode: 'ABCDEFGH',
  spend: 0,
  reach: 0,
  engagements: 0,
  redemptions: 0,
  ...over,
});

/** A campaign as the demo business's owner reads it: `demo` is its side, `owner` the newcomer's. */
const campaign = (status: Campaign['status'], demo: Partial<CampaignPartner>, ...others: Partial<CampaignPartner>[]): Campaign => ({
  id: randomUUID(),
  kind: others.length > 1 ? 'group' : 'pair',
  title: 'Climb and smoothie spring offer',
  description: null,
  campaignTypes: [],
  goals: [],
  startDate: '2027-04-01',
  endDate: '2027-04-30',
  budget: 800,
  budgetSplit: '50-50',
  status,
  endedEarly: false,
  outcomeNote: null,
  formerPartners: 0,
  partners: [...others.map((o) => partner({ businessName: 'Ancoats Climbing Gym', ...o })), partner({ ...demo, isYou: true })],
  createdAt: new Date().toISOString(),
  activatedAt: null,
  completedAt: null,
});

const NO_DEMOS = new Set<string>();

describe('demo campaign steps', () => {
  it('writes its commitments first, saying its figures are made up, before anyone confirms', () => {
    const step = nextDemoCampaignStep(campaign('draft', {}, {}), NO_DEMOS, 0.5);
    expect(step).toEqual({ kind: 'commit', commitments: expect.arrayContaining([DEMO_RESULTS_NOTE]) });
    if (step.kind !== 'commit') throw new Error('unreachable');
    expect(campaignCommitmentsSchema.safeParse({ commitments: step.commitments }).success).toBe(true);
  });

  it('confirms only once its partner has confirmed the plan as it stands', () => {
    expect(nextDemoCampaignStep(campaign('draft', { commitments: ['Posters'] }, { confirmed: false }), NO_DEMOS, 0.5)).toEqual({ kind: 'wait' });
    expect(nextDemoCampaignStep(campaign('draft', { commitments: ['Posters'] }, { confirmed: true }), NO_DEMOS, 0.5)).toEqual({ kind: 'confirm' });
    // Confirmed already: waiting for nothing more.
    expect(nextDemoCampaignStep(campaign('draft', { commitments: ['Posters'], confirmed: true }, { confirmed: true }), NO_DEMOS, 0.5)).toEqual({ kind: 'wait' });
  });

  it('waits for every real partner of a group, but not for another demo business (two would wait for each other)', () => {
    const otherDemo = randomUUID();
    const group = (newcomerConfirmed: boolean) => campaign('draft', { commitments: ['Posters'] }, { confirmed: newcomerConfirmed }, { businessId: otherDemo, businessName: 'Deansgate Physio (demo)', confirmed: false });
    expect(nextDemoCampaignStep(group(false), new Set([otherDemo]), 0.5)).toEqual({ kind: 'wait' });
    expect(nextDemoCampaignStep(group(true), new Set([otherDemo]), 0.5)).toEqual({ kind: 'confirm' });
    // Without knowing the other is a demo business, it waits for it.
    expect(nextDemoCampaignStep(group(true), NO_DEMOS, 0.5)).toEqual({ kind: 'wait' });
  });

  it('never confirms a campaign of demo businesses alone: nobody planned it', () => {
    const otherDemo = randomUUID();
    expect(nextDemoCampaignStep(campaign('draft', { commitments: ['Posters'] }, { businessId: otherDemo, confirmed: true }), new Set([otherDemo]), 0.5)).toEqual({ kind: 'wait' });
  });

  it('records a result once the campaign runs, and only while its side has recorded nothing', () => {
    const running = nextDemoCampaignStep(campaign('active', { commitments: ['Posters'], confirmed: true }, { confirmed: true }), NO_DEMOS, 0.5);
    expect(running.kind).toBe('record');
    expect(nextDemoCampaignStep(campaign('active', { reach: 300 }, {}), NO_DEMOS, 0.5)).toEqual({ kind: 'wait' });
    for (const status of ['scheduled', 'completed'] as const) expect(nextDemoCampaignStep(campaign(status, {}, {}), NO_DEMOS, 0.5)).toEqual({ kind: 'wait' });
  });

  it('does not count again the redemptions an attempt that failed half-way already recorded', () => {
    const step = nextDemoCampaignStep(campaign('active', { redemptions: 1 }, {}), NO_DEMOS, 0.99);
    expect(step).toMatchObject({ kind: 'record', redemptions: demoResults(400, 0.99).redemptions - 1 });
  });

  it('makes up results a partner could record: within its planned share, engagements within reach, a few redemptions', () => {
    for (const pick of [0, 0.3, 0.7, 0.999]) {
      for (const plannedShare of [0, 120.5, 400, 5000]) {
        const { results, redemptions } = demoResults(plannedShare, pick);
        expect(campaignResultsSchema.safeParse(results).success).toBe(true);
        expect(results.spend).toBeLessThanOrEqual(plannedShare);
        expect(results.reach).toBeGreaterThan(0);
        expect(results.reach).toBeLessThanOrEqual(CAMPAIGN_RESULT_LIMITS.reach);
        expect(results.engagements).toBeLessThanOrEqual(results.reach);
        expect(redemptions).toBeGreaterThanOrEqual(1);
        expect(redemptions).toBeLessThanOrEqual(3);
      }
    }
  });
});
