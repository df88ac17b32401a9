import {
  CAMPAIGN_GOALS,
  CAMPAIGN_TYPES,
  COLLABORATION_PREFERENCES,
  COMPANY_SIZES,
  CUSTOMER_TYPES,
  INDUSTRIES,
  MONTHLY_BUDGETS,
  PARTNER_INDUSTRIES,
  PARTNER_LOCATIONS,
  PREFERRED_CHANNELS,
  REQUEST_GOALS,
  TARGET_AGE_RANGES,
} from '@comarketing/contracts';
import { checkRadius, milesApart, PairBounds, type ProfileFacts, rankCandidatesDetailed, sideOf } from '../../scoring';
import { outcodes, profile, request } from '../../scoring/scoring.fixtures';
import { BusinessGrid } from './business-grid';

const ids = (found: Iterable<ProfileFacts>) => [...found].map((b) => b.businessName).sort();

/** Profiles at real outcodes: Manchester M1, Salford M5 (~2 mi), Stockport SK1 (~6 mi), Leeds LS1 (~36 mi), Aberdeen AB10 (~290 mi). */
function at(postcode: string, name: string, radius: number): ProfileFacts {
  return profile({ postcode, businessName: name, radius });
}

describe('BusinessGrid', () => {
  it('finds a finite-radius requester the located businesses inside its radius, itself included', () => {
    const grid = new BusinessGrid();
    const requester = at('M1 1AE', 'requester', 10);
    for (const b of [requester, at('M5 4WT', 'salford', 5), at('SK1 1AA', 'stockport', 10), at('LS1 1UR', 'leeds', 50), at('AB10 1AA', 'aberdeen', 999)]) grid.put(b);
    expect(ids(grid.candidatesFor(requester))).toEqual(['requester', 'salford', 'stockport']);
  });

  it('finds a nationwide requester every nationwide business and the nearby ones whose own radius may reach it', () => {
    const grid = new BusinessGrid();
    const requester = at('M1 1AE', 'requester', 999);
    const unlocatedNationwide = profile({ postcode: 'ZZ99 9ZZ', businessName: 'unlocated nationwide', radius: 999, latitude: undefined, longitude: undefined });
    const unlocatedLocal = profile({ postcode: 'ZZ99 9ZZ', businessName: 'unlocated local', radius: 10, latitude: undefined, longitude: undefined });
    for (const b of [requester, at('SK1 1AA', 'stockport', 10), at('LS1 1UR', 'leeds', 50), at('AB10 1AA', 'aberdeen', 999), at('AB10 1AA', 'aberdeen local', 25), unlocatedNationwide, unlocatedLocal]) grid.put(b);
    // Leeds (50 miles) is within the widest finite radius seen (50), so it is offered; the engine
    // then measures whether its radius reaches Manchester. Aberdeen's 25 miles cannot.
    expect(ids(grid.candidatesFor(requester))).toEqual(['aberdeen', 'leeds', 'requester', 'stockport', 'unlocated nationwide']);
  });

  it('offers a requester whose place is unknown only nationwide businesses, and only when it is nationwide', () => {
    const grid = new BusinessGrid();
    for (const b of [at('M1 1AE', 'manchester', 10), at('AB10 1AA', 'aberdeen', 999)]) grid.put(b);
    const nowhere = (radius: number) => profile({ postcode: 'ZZ99 9ZZ', radius, latitude: undefined, longitude: undefined });
    expect(ids(grid.candidatesFor(nowhere(999)))).toEqual(['aberdeen']);
    expect(ids(grid.candidatesFor(nowhere(10)))).toEqual([]);
  });

  it('replaces a business that moved and forgets a removed one', () => {
    const grid = new BusinessGrid();
    const requester = at('M1 1AE', 'requester', 10);
    const mover = at('LS1 1UR', 'mover', 10);
    grid.put(requester);
    grid.put(mover);
    expect(ids(grid.candidatesFor(requester))).toEqual(['requester']);
    grid.put({ ...mover, postcode: 'M5 4WT', ...outcodes().locate('M5 4WT') });
    expect(ids(grid.candidatesFor(requester))).toEqual(['mover', 'requester']);
    grid.remove(mover.businessId);
    expect(ids(grid.candidatesFor(requester))).toEqual(['requester']);
    expect(grid.size).toBe(1);
  });

  it('never misses a business the radius filter would keep (every outcode around Manchester and London)', () => {
    // The grid must be a superset of the exact filter: compare with a scan of every business.
    const grid = new BusinessGrid();
    const all: ProfileFacts[] = [];
    const radii = [5, 10, 25, 50, 999];
    let n = 0;
    for (const place of outcodes().places()) {
      if (!/^(M|SK|OL|BL|WN|WA|E|EC|N|NW|SE|SW|W|WC|CR|BR|IG)\d/.test(place.outcode)) continue;
      const b = profile({ postcode: `${place.outcode} 1AA`, businessName: `b${n}`, radius: radii[n++ % radii.length], latitude: place.latitude, longitude: place.longitude });
      all.push(b);
      grid.put(b);
    }
    expect(all.length).toBeGreaterThan(300);
    for (const requester of all.filter((_, i) => i % 7 === 0)) {
      const exact = all.filter((c) => checkRadius(requester, c, milesApart(requester, c)) === undefined).map((c) => c.businessName);
      const offered = new Set(ids(grid.candidatesFor(requester)));
      expect(exact.filter((name) => !offered.has(name))).toEqual([]);
    }
  });

  it('orders by score bound so that ranking can stop early and still finds exactly the top 10', () => {
    // A seeded mix of every option over Greater Manchester and Leeds, some nationwide, some
    // with facts missing; each requester ranked from the ordered set (stopping early) and from
    // every business (exhaustive) must get the same ten, with the same scores.
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
    const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.3);
    const values = (options: readonly { value: string }[]) => options.map((o) => o.value);
    const places = [...outcodes().places()].filter((p) => /^(M|SK|OL|BL|WN|WA|LS)\d/.test(p.outcode));
    const grid = new BusinessGrid();
    const everyone: ProfileFacts[] = [];
    for (let i = 0; i < 3000; i++) {
      const place = pick(places);
      const b = profile({
        postcode: `${place.outcode} 1AA`,
        latitude: place.latitude,
        longitude: place.longitude,
        town: place.town,
        region: place.region,
        ukRegion: place.ukRegion,
        industry: pick(values(INDUSTRIES)),
        radius: pick([5, 10, 25, 50, 100, 999, null]),
        companySize: next() < 0.2 ? null : pick(values(COMPANY_SIZES)),
        monthlyBudget: next() < 0.2 ? null : pick(values(MONTHLY_BUDGETS)),
        preferredChannels: some(values(PREFERRED_CHANNELS)),
        campaignGoals: some(values(CAMPAIGN_GOALS)),
        customerType: next() < 0.2 ? null : pick(values(CUSTOMER_TYPES)),
        targetAgeRange: next() < 0.2 ? null : pick(values(TARGET_AGE_RANGES)),
        targetLocation: pick(['Local', 'Manchester', 'Greater Manchester', 'UK-wide', null]),
        collaborationPreference: pick([...values(COLLABORATION_PREFERENCES), null]),
        verified: next() < 0.3,
      });
      everyone.push(b);
      grid.put(b);
    }
    for (const requester of everyone.filter((_, i) => i % 60 === 0)) {
      const wanted = request({
        campaignTypes: some(values(CAMPAIGN_TYPES)),
        goals: some(values(REQUEST_GOALS)),
        // Labels, as the form sends them ('Any Industry' among them: no preference).
        idealPartner: { industries: some([...PARTNER_INDUSTRIES]), size: 'any', location: pick(values(PARTNER_LOCATIONS)) },
      });
      const ordered = grid.candidatesFor(requester, new PairBounds(sideOf(requester, wanted)));
      const fast = rankCandidatesDetailed(requester, wanted, ordered, { orderedByBound: true }).matches;
      const exhaustive = rankCandidatesDetailed(requester, wanted, everyone, { exhaustive: true }).matches;
      expect(fast.map((m) => [m.candidate.businessName, m.score, m.preferred])).toEqual(exhaustive.map((m) => [m.candidate.businessName, m.score, m.preferred]));
    }
  });
});
