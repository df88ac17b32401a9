import { INDUSTRIES, PARTNER_INDUSTRIES } from '@comarketing/contracts';
import {
  complementarity,
  COMPLEMENTARY_PAIRS,
  COMPLEMENTARY_THRESHOLD,
  industryBit,
  PARTNER_INDUSTRY_MAP,
  requestedIndustries,
  requestedLabelFor,
  SAME_INDUSTRY,
  UNRELATED_INDUSTRIES,
} from './complementarity';

const industries = INDUSTRIES.map((o) => o.value);
const maskOf = (...values: string[]) => values.reduce((m, v) => m | industryBit(v), 0);

describe('complementarity table', () => {
  it('scores the founding examples as complementary', () => {
    for (const [a, b] of [
      ['fitness-wellness', 'food-beverage'],
      ['beauty-personal-care', 'fitness-wellness'],
      ['hospitality', 'retail'],
      ['real-estate', 'construction'],
      ['real-estate', 'finance'],
      ['technology', 'professional-services'],
    ]) {
      expect(complementarity(a, b)).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('is symmetric for every pair of the 15 industries', () => {
    for (const a of industries) for (const b of industries) expect(complementarity(a, b)).toBe(complementarity(b, a));
  });

  it('stays within [0, 1]', () => {
    for (const a of industries) for (const b of industries) {
      expect(complementarity(a, b)).toBeGreaterThanOrEqual(0);
      expect(complementarity(a, b)).toBeLessThanOrEqual(1);
    }
  });

  it('scores the same industry low, below any listed pair and below unrelated industries', () => {
    for (const a of industries) expect(complementarity(a, a)).toBe(SAME_INDUSTRY);
    expect(SAME_INDUSTRY).toBeLessThan(UNRELATED_INDUSTRIES);
  });

  it('gives every industry but "other" at least one complementary partner', () => {
    for (const a of industries.filter((i) => i !== 'other')) {
      const best = Math.max(...industries.filter((b) => b !== a).map((b) => complementarity(a, b)));
      expect({ industry: a, best: best >= COMPLEMENTARY_THRESHOLD }).toEqual({ industry: a, best: true });
    }
  });

  it('lists each pair once, with known industries', () => {
    const keys = COMPLEMENTARY_PAIRS.map(([a, b]) => [a, b].sort().join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [a, b] of COMPLEMENTARY_PAIRS) {
      expect(industries).toContain(a);
      expect(industries).toContain(b);
      expect(a).not.toBe(b);
    }
  });

  it('treats an unlisted pair, "other" and unknown industries as unrelated', () => {
    expect(complementarity('automotive', 'beauty-personal-care')).toBe(UNRELATED_INDUSTRIES);
    expect(complementarity('other', 'retail')).toBe(UNRELATED_INDUSTRIES);
    expect(complementarity('space-tourism', 'retail')).toBe(UNRELATED_INDUSTRIES);
  });
});

describe('request industry labels', () => {
  it('maps every label of the request form', () => {
    expect(Object.keys(PARTNER_INDUSTRY_MAP).sort()).toEqual([...PARTNER_INDUSTRIES].sort());
    expect(PARTNER_INDUSTRY_MAP).toEqual({
      Retail: ['retail'],
      'Food & Beverage': ['food-beverage', 'hospitality'],
      'Health & Wellness': ['healthcare', 'fitness-wellness'],
      Technology: ['technology'],
      'Professional Services': ['professional-services', 'finance', 'real-estate'],
      'Beauty & Personal Care': ['beauty-personal-care'],
      'Fitness & Sports': ['fitness-wellness'],
      Education: ['education'],
      'Any Industry': [],
    });
  });

  it('turns labels into the union of their industries', () => {
    expect(requestedIndustries(['Food & Beverage', 'Health & Wellness'])).toBe(maskOf('food-beverage', 'hospitality', 'healthcare', 'fitness-wellness'));
  });

  it('means no preference when nothing, "Any Industry" or only unknown labels are chosen', () => {
    expect(requestedIndustries([])).toBeUndefined();
    expect(requestedIndustries(undefined)).toBeUndefined();
    expect(requestedIndustries(['Retail', 'Any Industry'])).toBeUndefined();
    expect(requestedIndustries(['Aerospace'])).toBeUndefined();
  });

  it("leaves out the requester's own industry unless a label asks for exactly that industry", () => {
    expect(requestedIndustries(['Health & Wellness'], 'fitness-wellness')).toBe(maskOf('healthcare'));
    expect(requestedIndustries(['Health & Wellness', 'Fitness & Sports'], 'fitness-wellness')).toBe(maskOf('healthcare', 'fitness-wellness'));
    expect(requestedIndustries(['Retail'], 'retail')).toBe(maskOf('retail'));
    expect(requestedIndustries(['Food & Beverage'], 'retail')).toBe(maskOf('food-beverage', 'hospitality'));
  });

  it('names the label that asked for an industry', () => {
    expect(requestedLabelFor(['Retail', 'Food & Beverage'], 'hospitality')).toBe('Food & Beverage');
    expect(requestedLabelFor(['Retail'], 'hospitality')).toBeUndefined();
  });
});
