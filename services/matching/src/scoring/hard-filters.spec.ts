import {
  checkCollaboration,
  checkLocationPreference,
  checkOwnership,
  checkRadius,
  checkSuppression,
  hardFilter,
  locationPreferenceOf,
  pairKey,
} from './hard-filters';
import { milesApart } from './proximity';
import { bareProfile, profile, request } from './scoring.fixtures';

const manchester = profile({ postcode: 'M1 1AE', businessName: 'Gym' });

describe('1. ownership', () => {
  it('excludes the requesting business itself', () => {
    expect(checkOwnership(manchester, manchester)?.reason).toBe('self');
  });

  it("excludes another business of the requester's owner", () => {
    expect(checkOwnership(manchester, profile({ userId: manchester.userId }))?.reason).toBe('same-owner');
  });

  it('excludes a business whose owner account is not active', () => {
    expect(checkOwnership(manchester, profile({ ownerActive: false }))?.reason).toBe('inactive-owner');
    expect(checkOwnership(manchester, profile({ ownerActive: undefined }))).toBeUndefined();
  });

  it("passes another owner's active business", () => {
    expect(checkOwnership(manchester, profile())).toBeUndefined();
  });
});

describe('2a. location preference', () => {
  const check = (candidate: ReturnType<typeof profile>, preference: 'same-city' | 'same-region' | 'uk' | 'international', requester = manchester) =>
    checkLocationPreference(requester, candidate, preference, milesApart(requester, candidate));

  it('same-city passes the same town', () => {
    expect(check(profile({ postcode: 'M20 2AA' }), 'same-city')).toBeUndefined();
  });

  it('same-city passes the same county area in another town', () => {
    // M90 is Ringway, Greater Manchester.
    expect(check(profile({ postcode: 'M90 1QX' }), 'same-city')).toBeUndefined();
  });

  it('same-city passes a nearby district whose town is blank, within 15 miles', () => {
    // M3 has no town in the table (county area Salford), about a mile from M1.
    expect(check(profile({ postcode: 'M3 1AA' }), 'same-city')).toBeUndefined();
  });

  it('same-city refuses a blank-town district more than 15 miles away', () => {
    // L1 (Liverpool, blank town) is about 30 miles from M1.
    expect(check(profile({ postcode: 'L1 1AA' }), 'same-city')?.reason).toBe('location-preference');
  });

  it('same-city refuses another named town in another county area, however close', () => {
    // M17 is Urmston, Trafford: a few miles from central Manchester but another town and area.
    expect(check(profile({ postcode: 'M17 1AA' }), 'same-city')?.reason).toBe('location-preference');
  });

  it('same-region passes the same UK region and refuses another', () => {
    expect(check(profile({ postcode: 'L1 1AA' }), 'same-region')).toBeUndefined();
    expect(check(profile({ postcode: 'LS1 1AA' }), 'same-region')?.reason).toBe('location-preference');
  });

  it('uk and international accept anywhere', () => {
    expect(check(profile({ postcode: 'AB10 1AA' }), 'uk')).toBeUndefined();
    expect(check(profile({ postcode: 'AB10 1AA' }), 'international')).toBeUndefined();
  });

  it('an unknown postcode passes only uk and international', () => {
    const unknown = bareProfile({ postcode: 'ZZ99 9ZZ', businessName: 'Nowhere' });
    expect(check(unknown, 'same-city')?.detail).toMatch(/ZZ99 9ZZ is not in the postcode table/);
    expect(check(unknown, 'same-region')?.reason).toBe('location-preference');
    expect(check(unknown, 'uk')).toBeUndefined();
    expect(check(unknown, 'international')).toBeUndefined();
    expect(check(manchester, 'same-city', unknown)?.reason).toBe('location-preference');
  });

  it("defaults to the form's same-city when the request does not say", () => {
    expect(locationPreferenceOf(undefined)).toBe('same-city');
    expect(locationPreferenceOf(request({ idealPartner: { industries: [], size: 'any' } }))).toBe('same-city');
    expect(locationPreferenceOf(request({ idealPartner: { location: 'uk' } }))).toBe('uk');
  });
});

describe('2b. radius', () => {
  const aberdeen = profile({ postcode: 'AB10 1AA', radius: 5 });

  it('passes when each radius reaches the other', () => {
    const near = profile({ postcode: 'M4 1AA', radius: 5 });
    expect(checkRadius(manchester, near, milesApart(manchester, near))).toBeUndefined();
  });

  it("excludes a candidate outside the requester's radius", () => {
    const far = profile({ postcode: 'LS1 1AA', radius: 999 });
    expect(checkRadius(manchester, far, milesApart(manchester, far))?.detail).toMatch(/outside the requester's 10-mile radius/);
  });

  it("excludes a candidate whose own radius does not reach the requester, even for a nationwide requester", () => {
    const nationwide = profile({ radius: 999 });
    expect(checkRadius(nationwide, aberdeen, milesApart(nationwide, aberdeen))?.detail).toMatch(/its radius is 5 miles/);
  });

  it('lets two nationwide businesses meet across the country', () => {
    const a = profile({ radius: 999 });
    const b = profile({ postcode: 'AB10 1AA', radius: 999 });
    expect(checkRadius(a, b, milesApart(a, b))).toBeUndefined();
  });

  it('passes an unknown distance only when both radii are nationwide', () => {
    expect(checkRadius(profile({ radius: 999 }), profile({ radius: 999 }), undefined)).toBeUndefined();
    expect(checkRadius(profile({ radius: 999 }), profile({ radius: 100 }), undefined)?.reason).toBe('radius');
  });
});

describe('3. collaboration preference', () => {
  it('same-industry on either side wants the same industry', () => {
    expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: 'same-industry' }), profile({ industry: 'hospitality' }))?.reason).toBe('collaboration-preference');
    expect(checkCollaboration(profile({ industry: 'retail' }), profile({ industry: 'hospitality', collaborationPreference: 'same-industry' }))?.reason).toBe('collaboration-preference');
    expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: 'same-industry' }), profile({ industry: 'retail' }))).toBeUndefined();
  });

  it('complementary on either side wants a different industry', () => {
    expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: 'complementary' }), profile({ industry: 'retail' }))?.reason).toBe('collaboration-preference');
    expect(checkCollaboration(profile({ industry: 'retail' }), profile({ industry: 'retail', collaborationPreference: 'complementary' }))?.reason).toBe('collaboration-preference');
    expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: 'complementary' }), profile({ industry: 'hospitality' }))).toBeUndefined();
  });

  it('any, automatic and no preference accept both', () => {
    for (const pref of ['any', 'automatic', null]) {
      expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: pref }), profile({ industry: 'retail', collaborationPreference: pref }))).toBeUndefined();
      expect(checkCollaboration(profile({ industry: 'retail', collaborationPreference: pref }), profile({ industry: 'finance', collaborationPreference: pref }))).toBeUndefined();
    }
  });
});

describe('4. suppression', () => {
  const other = profile();

  it('keys a pair the same whichever side comes first', () => {
    expect(pairKey('a', 'b')).toBe(pairKey('b', 'a'));
  });

  it('excludes a pair declined recently', () => {
    expect(checkSuppression(manchester, other, { declinedPairs: new Set([pairKey(other.businessId, manchester.businessId)]) })?.reason).toBe('declined-recently');
  });

  it('excludes a pair that already has a pending or accepted match', () => {
    expect(checkSuppression(manchester, other, { openPairs: new Set([pairKey(manchester.businessId, other.businessId)]) })?.reason).toBe('already-matched');
  });

  it('passes without suppression data', () => {
    expect(checkSuppression(manchester, other, undefined)).toBeUndefined();
    expect(checkSuppression(manchester, other, {})).toBeUndefined();
  });
});

describe('hardFilter', () => {
  it('applies the filters in order and answers the first exclusion', () => {
    expect(hardFilter(manchester, request(), manchester, 0)?.reason).toBe('self');
    const leeds = profile({ postcode: 'LS1 1AA', userId: manchester.userId });
    expect(hardFilter(manchester, request(), leeds, milesApart(manchester, leeds))?.reason).toBe('same-owner');
  });

  it('passes a nearby, willing, unsuppressed partner', () => {
    const cafe = profile({ postcode: 'M4 1AA', industry: 'food-beverage' });
    expect(hardFilter(manchester, request(), cafe, milesApart(manchester, cafe), { declinedPairs: new Set(), openPairs: new Set() })).toBeUndefined();
  });

  it('checks the radius after the location preference', () => {
    const aberdeen = profile({ postcode: 'AB10 1AA', radius: 5 });
    expect(hardFilter(manchester, request({ idealPartner: { location: 'uk' } }), aberdeen, milesApart(manchester, aberdeen))?.reason).toBe('radius');
    expect(hardFilter(manchester, request(), aberdeen, milesApart(manchester, aberdeen))?.reason).toBe('location-preference');
  });
});
