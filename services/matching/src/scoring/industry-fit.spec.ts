import { industryBit, requestedIndustries } from './complementarity';
import { industryFit, NOT_REQUESTED_FACTOR } from './industry-fit';

const noPreference = (industry: string, sameIndustryWanted = false) => ({ industry, requested: undefined, sameIndustryWanted });

describe('industryFit', () => {
  it('is 1 when the partner is in a requested industry', () => {
    const fit = industryFit({ industry: 'fitness-wellness', requested: requestedIndustries(['Food & Beverage']), sameIndustryWanted: false }, 'hospitality');
    expect(fit).toMatchObject({ value: 1, confidence: 1, facts: { kind: 'requested' } });
  });

  it('keeps only half the complementarity for an industry the request did not name', () => {
    const fit = industryFit({ industry: 'fitness-wellness', requested: requestedIndustries(['Food & Beverage']), sameIndustryWanted: false }, 'beauty-personal-care');
    expect(fit.value).toBeCloseTo(NOT_REQUESTED_FACTOR * 0.9, 10);
    expect(fit.facts.kind).toBe('not-requested');
  });

  it('uses the complementarity table when no industry was requested', () => {
    expect(industryFit(noPreference('fitness-wellness'), 'food-beverage')).toMatchObject({ value: 0.9, confidence: 1, facts: { kind: 'complementary' } });
    expect(industryFit(noPreference('automotive'), 'beauty-personal-care')).toMatchObject({ value: 0.3, facts: { kind: 'unrelated' } });
  });

  it('scores the same industry low unless same-industry partners are wanted', () => {
    expect(industryFit(noPreference('retail'), 'retail')).toMatchObject({ value: 0.2, facts: { kind: 'same-industry' } });
    expect(industryFit(noPreference('retail', true), 'retail')).toMatchObject({ value: 1, facts: { kind: 'same-preferred' } });
    expect(industryFit({ industry: 'fitness-wellness', requested: industryBit('fitness-wellness'), sameIndustryWanted: false }, 'fitness-wellness').value).toBe(1);
  });

  it('scores a different industry 0 for a side that wants only its own industry', () => {
    expect(industryFit(noPreference('retail', true), 'hospitality').value).toBe(0);
  });

  it('halves the confidence when either industry is "other" or unknown', () => {
    expect(industryFit(noPreference('other'), 'retail').confidence).toBe(0.5);
    expect(industryFit(noPreference('retail'), 'space-tourism').confidence).toBe(0.5);
    // A vague industry never earns more than a known one would.
    const vague = industryFit(noPreference('retail'), 'other');
    const rival = industryFit(noPreference('retail'), 'retail');
    expect(vague.value * vague.confidence).toBeLessThan(rival.value * rival.confidence);
  });
});
