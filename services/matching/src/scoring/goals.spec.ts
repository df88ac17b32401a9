import { CAMPAIGN_GOALS, REQUEST_GOALS } from '@comarketing/contracts';
import { goalsFit, profileGoalMask, REQUEST_GOAL_MAP, requestGoalMask } from './goals';

describe('request goals -> profile goals', () => {
  it('maps every request goal to at least one known profile goal', () => {
    const profileGoals = CAMPAIGN_GOALS.map((o) => o.value as string);
    for (const { value } of REQUEST_GOALS) {
      expect(REQUEST_GOAL_MAP[value].length).toBeGreaterThan(0);
      for (const g of REQUEST_GOAL_MAP[value]) expect(profileGoals).toContain(g);
    }
  });

  it('translates the documented equivalences', () => {
    expect(requestGoalMask(['brand-awareness'])).toBe(profileGoalMask(['brand-awareness']));
    expect(requestGoalMask(['social-growth'])).toBe(profileGoalMask(['brand-awareness']));
    expect(requestGoalMask(['sales-increase'])).toBe(profileGoalMask(['online-sales', 'customer-footfall', 'seasonal-offers']));
    expect(requestGoalMask(['customer-acquisition'])).toBe(profileGoalMask(['lead-generation', 'customer-footfall']));
    expect(requestGoalMask(['market-expansion'])).toBe(profileGoalMask(['brand-awareness', 'lead-generation']));
  });

  it('ignores goals it does not know', () => {
    expect(requestGoalMask(['world-domination'])).toBe(0);
    expect(profileGoalMask(['world-domination', 'lead-generation'])).toBe(profileGoalMask(['lead-generation']));
  });
});

describe('goalsFit', () => {
  it('is the Jaccard overlap of the two goal sets', () => {
    const fit = goalsFit(requestGoalMask(['brand-awareness', 'customer-acquisition']), profileGoalMask(['brand-awareness', 'customer-footfall']));
    // {brand-awareness, lead-generation, customer-footfall} vs {brand-awareness, customer-footfall}: 2 / 3
    expect(fit.value).toBeCloseTo(2 / 3, 10);
    expect(fit.confidence).toBe(1);
    expect(fit.facts.shared).toBe(profileGoalMask(['brand-awareness', 'customer-footfall']));
  });

  it('is 1 for identical goals and 0 for disjoint ones', () => {
    expect(goalsFit(profileGoalMask(['lead-generation']), profileGoalMask(['lead-generation'])).value).toBe(1);
    expect(goalsFit(profileGoalMask(['lead-generation']), profileGoalMask(['event-promotion']))).toMatchObject({ value: 0, confidence: 1 });
  });

  it('has no confidence when either side has no goals', () => {
    expect(goalsFit(profileGoalMask(['lead-generation']), 0)).toEqual({ value: 0, confidence: 0, facts: { shared: 0 } });
    expect(goalsFit(0, profileGoalMask(['lead-generation'])).confidence).toBe(0);
  });
});
