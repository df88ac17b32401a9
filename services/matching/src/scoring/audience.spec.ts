import { ageAgreement, audienceFit, customerTypeAgreement, placeAgreement, readPlace } from './audience';
import { bareProfile, profile } from './scoring.fixtures';

describe('customer type', () => {
  it('agrees fully on the same type, partly when one serves both, not at all b2c against b2b', () => {
    expect(customerTypeAgreement('b2c', 'b2c')).toEqual({ value: 1, shared: 'b2c' });
    expect(customerTypeAgreement('both', 'b2b')).toEqual({ value: 0.75, shared: 'b2b' });
    expect(customerTypeAgreement('b2c', 'b2b')).toEqual({ value: 0, shared: undefined });
  });

  it('is unknown when either side does not say (or says something unknown)', () => {
    expect(customerTypeAgreement('b2c', null)).toBeUndefined();
    expect(customerTypeAgreement('martians', 'b2c')).toBeUndefined();
  });
});

describe('target age range', () => {
  it('agrees fully on the same range, partly with all ages, a little with a neighbouring range', () => {
    expect(ageAgreement('25-40', '25-40')).toEqual({ value: 1, shared: '25-40' });
    expect(ageAgreement('all-ages', '18-24')).toEqual({ value: 0.75, shared: '18-24' });
    expect(ageAgreement('18-24', '25-40')).toEqual({ value: 0.25, shared: undefined });
    expect(ageAgreement('18-24', '40+')).toEqual({ value: 0, shared: undefined });
  });
});

describe('target location', () => {
  it('reads local, nationwide and named places from free text', () => {
    expect(readPlace('Local')?.kind).toBe('local');
    expect(readPlace('local community')?.kind).toBe('local');
    expect(readPlace('UK-wide')?.kind).toBe('nationwide');
    expect(readPlace('Greater Manchester')).toMatchObject({ kind: 'named', names: ['greater', 'manchester'] });
    expect(readPlace('  ')).toBeUndefined();
  });

  it('agrees on two local audiences, and on the same place whatever the case', () => {
    expect(placeAgreement(profile({ targetLocation: 'Local' }), profile({ targetLocation: 'locally' }))).toEqual({ value: 1, shared: { kind: 'local' } });
    expect(placeAgreement(profile({ targetLocation: 'Manchester' }), profile({ targetLocation: 'manchester ' }))?.value).toBe(1);
  });

  it('agrees partly when one place lies inside the other, naming the smaller', () => {
    expect(placeAgreement(profile({ targetLocation: 'Greater Manchester' }), profile({ targetLocation: 'Manchester' }))).toEqual({
      value: 0.75,
      shared: { kind: 'named', text: 'Manchester' },
    });
  });

  it("agrees partly when one is local and the other names that business's own town", () => {
    const gym = profile({ postcode: 'M1 1AE', targetLocation: 'Local' });
    expect(placeAgreement(gym, profile({ targetLocation: 'Manchester city centre' }))?.value).toBe(0.75);
    expect(placeAgreement(gym, profile({ targetLocation: 'Leeds' }))?.value).toBe(0);
  });

  it('does not agree on different places', () => {
    expect(placeAgreement(profile({ targetLocation: 'Leeds' }), profile({ targetLocation: 'Bristol' }))).toEqual({ value: 0, shared: undefined });
  });
});

describe('audienceFit', () => {
  it('is 1 with full confidence when all three facts agree', () => {
    const fit = audienceFit(profile(), profile());
    expect(fit).toEqual({ value: 1, confidence: 1, facts: { customerType: 'b2c', ageRange: '25-40', place: { kind: 'local' }, known: 3 } });
  });

  it('scores what both state, and lowers confidence for what they do not', () => {
    const fit = audienceFit(profile(), profile({ targetAgeRange: null, targetLocation: null }));
    expect(fit.value).toBe(1);
    expect(fit.confidence).toBeCloseTo(1 / 3, 10);
  });

  it('has no confidence when the partner states none of the three', () => {
    expect(audienceFit(profile(), bareProfile())).toMatchObject({ value: 0, confidence: 0 });
  });

  it('never earns more with a fact missing than with it known', () => {
    const full = audienceFit(profile(), profile({ targetAgeRange: '40+' })); // age disagrees
    const missing = audienceFit(profile(), profile({ targetAgeRange: null }));
    expect(missing.value * missing.confidence).toBeLessThanOrEqual(full.value * full.confidence);
  });

  it('is symmetric', () => {
    const a = profile({ customerType: 'both', targetAgeRange: 'all-ages', targetLocation: 'Greater Manchester' });
    const b = profile({ customerType: 'b2c', targetAgeRange: '18-24', targetLocation: 'Manchester' });
    expect(audienceFit(a, b).value).toBe(audienceFit(b, a).value);
  });
});
