import { effectiveRadius, isLocated, milesApart, NATIONWIDE_SCALE_MILES, proximityFit } from './proximity';
import { bareProfile, profile } from './scoring.fixtures';

describe('proximityFit', () => {
  it('is 1 at 0 miles and falls linearly to 0 at the smaller radius', () => {
    expect(proximityFit(0, 10, 25).value).toBe(1);
    expect(proximityFit(2.5, 10, 25).value).toBeCloseTo(0.75, 10);
    expect(proximityFit(5, 25, 10).value).toBeCloseTo(0.5, 10);
    expect(proximityFit(10, 10, 25).value).toBe(0);
  });

  it('is 0, never negative, beyond the radius', () => {
    expect(proximityFit(40, 10, 25).value).toBe(0);
  });

  it('decays against the other radius when one side is nationwide', () => {
    expect(proximityFit(12.5, 999, 25)).toMatchObject({ value: 0.5, facts: { radiusMiles: 25 } });
  });

  it('uses a wide scale, not zero, when both are nationwide', () => {
    const fit = proximityFit(150, 999, 999);
    expect(fit.value).toBeCloseTo(1 - 150 / NATIONWIDE_SCALE_MILES, 10);
    expect(fit.value).toBeGreaterThan(0.7);
    expect(fit.facts.radiusMiles).toBe(Infinity);
  });

  it('has no confidence and adds nothing when the distance is unknown', () => {
    expect(proximityFit(undefined, 10, 10)).toEqual({ value: 0, confidence: 0, facts: { miles: undefined, radiusMiles: 10 } });
  });

  it('takes a missing radius as the default 10 miles and 999 or more as nationwide', () => {
    expect(effectiveRadius(null)).toBe(10);
    expect(effectiveRadius(0)).toBe(10);
    expect(effectiveRadius(999)).toBe(Infinity);
    expect(effectiveRadius(50)).toBe(50);
  });
});

describe('milesApart', () => {
  it('measures between two located businesses', () => {
    expect(milesApart(profile({ postcode: 'M1 1AE' }), profile({ postcode: 'M4 1AA' }))).toBeLessThan(3);
  });

  it('is undefined when a postcode is not in the table', () => {
    const unknown = bareProfile({ postcode: 'ZZ99 9ZZ' });
    expect(isLocated(unknown)).toBe(false);
    expect(milesApart(profile(), unknown)).toBeUndefined();
  });
});
