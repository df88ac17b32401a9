import { budgetFit, campaignMonths, monthlyBandOf, profileBudget, requestBudget, shareOf } from './budget';
import { bareProfile, profile, request } from './scoring.fixtures';

describe('monthly budgets', () => {
  it("takes a profile's monthly band midpoint", () => {
    expect(profileBudget(profile({ monthlyBudget: '1000-2500' }))).toEqual({ monthly: 1750, confidence: 1, band: '1000-2500' });
  });

  it('falls back to the older budget range with less confidence', () => {
    expect(profileBudget(profile({ monthlyBudget: null, budgetRange: '200-500' }))).toEqual({ monthly: 350, confidence: 0.75, band: 'under-500' });
    expect(profileBudget(profile({ monthlyBudget: null, budgetRange: '1000+' }))?.band).toBeUndefined();
  });

  it('is unknown when the profile states neither', () => {
    expect(profileBudget(bareProfile())).toBeUndefined();
  });

  it("takes the middle of a monthly request's range", () => {
    expect(requestBudget(request({ budget: { min: 600, max: 900, period: 'monthly' } }))).toEqual({ monthly: 750, confidence: 1, band: '500-1000' });
  });

  it("spreads a one-off budget over the campaign's months", () => {
    const r = request({ budget: { min: 3000, max: 3000, period: 'one-off' }, startDate: '2025-01-01', endDate: '2025-04-01' });
    expect(requestBudget(r)?.monthly).toBeCloseTo(3000 / (90 / 30.44), 6);
    expect(campaignMonths('2025-01-01', '2025-01-10')).toBe(1);
  });

  it('takes an undated one-off budget as one month, with less confidence', () => {
    expect(requestBudget(request({ budget: { min: 800, max: 800, period: 'one-off' } }))).toEqual({ monthly: 800, confidence: 0.75, band: '500-1000' });
  });

  it('places amounts in bands by their lower bound', () => {
    expect(monthlyBandOf(499)).toBe('under-500');
    expect(monthlyBandOf(1000)).toBe('1000-2500');
    expect(monthlyBandOf(20000)).toBe('over-10000');
  });

  it('reads the split as the requester share, 50-50 by default', () => {
    expect(shareOf(request())).toBe(0.5);
    expect(shareOf(request({ budget: { min: 100, max: 100, requesterShare: 0.6 } }))).toBe(0.6);
    expect(shareOf(request({ budget: { min: 100, max: 100, requesterShare: 1.5 } }))).toBe(0.5);
  });
});

describe('budgetFit', () => {
  const monthly = (m: number, band?: string) => ({ monthly: m, confidence: 1, band });

  it('is the ratio of the smaller to the larger monthly budget under a 50-50 split', () => {
    expect(budgetFit(monthly(750), monthly(1750)).value).toBeCloseTo(750 / 1750, 10);
    expect(budgetFit(monthly(1750), monthly(750)).value).toBeCloseTo(750 / 1750, 10);
    expect(budgetFit(monthly(750, '500-1000'), monthly(750, '500-1000'))).toMatchObject({ value: 1, facts: { sharedBand: '500-1000' } });
  });

  it('expects the partner to carry its share of another split', () => {
    // 60-40: a requester spending £600 expects a partner spending £400.
    expect(budgetFit(monthly(600), monthly(400), 0.6).value).toBeCloseTo(1, 10);
    expect(budgetFit(monthly(600), monthly(600), 0.6).value).toBeCloseTo(400 / 600, 10);
  });

  it('carries the confidence of both figures', () => {
    expect(budgetFit({ monthly: 750, confidence: 0.75, band: undefined }, monthly(750)).confidence).toBe(0.75);
  });

  it('has no confidence when either budget is unknown', () => {
    expect(budgetFit(monthly(750), undefined)).toMatchObject({ value: 0, confidence: 0 });
    expect(budgetFit(undefined, monthly(750))).toMatchObject({ value: 0, confidence: 0 });
  });
});
