import { pairKey } from './hard-filters';
import { boundFactsOf, compareMatches, harmonicMean, PairBounds, PREFERRED_RANK, profileSideOf, rankCandidatesDetailed, rankOf, scoreDirection, scorePair, sideOf } from './score';
import { bareProfile, profile, request, scoreMatch } from './scoring.fixtures';
import { type ProfileFacts } from './scoring.types';
import { COMPONENT_WEIGHTS, MATCH_THRESHOLD } from './weights';

const COMPONENT_NAMES = Object.keys(COMPONENT_WEIGHTS) as (keyof typeof COMPONENT_WEIGHTS)[];

const gym = profile({ industry: 'fitness-wellness', postcode: 'M1 1AE', businessName: 'City Gym' });
const gymRequest = request({
  campaignTypes: ['social-media', 'events'],
  goals: ['brand-awareness'],
  idealPartner: { industries: ['Food & Beverage', 'Health & Wellness'], size: 'any', location: 'same-city' },
});

describe('weights', () => {
  it("are the model's and sum to 1", () => {
    expect(COMPONENT_WEIGHTS).toEqual({ industry: 0.25, proximity: 0.2, audience: 0.15, goals: 0.15, channels: 0.1, budget: 0.1, size: 0.05 });
    expect(COMPONENT_NAMES.reduce((sum, n) => sum + COMPONENT_WEIGHTS[n], 0)).toBeCloseTo(1, 12);
  });
});

describe('scoreDirection', () => {
  it('is the sum of weight x value x confidence over the seven components', () => {
    const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA', targetAgeRange: null });
    const { score, components } = scoreDirection(sideOf(gym, gymRequest), sideOf(cafe), { miles: 0.56 });
    const expected = COMPONENT_NAMES.reduce((sum, n) => sum + COMPONENT_WEIGHTS[n] * components[n].value * components[n].confidence, 0);
    expect(score).toBeCloseTo(expected, 12);
    expect(components.audience.confidence).toBeCloseTo(2 / 3, 10);
  });

  it('scores a perfect partner 1', () => {
    const twin = profile({ industry: 'food-beverage', postcode: 'M1 1AE', campaignGoals: ['brand-awareness'] });
    expect(scoreDirection(sideOf(gym, gymRequest), sideOf(twin), { miles: 0 }).score).toBeCloseTo(1, 10);
  });

  it('scores a partner that shows nothing in common 0', () => {
    const stranger = bareProfile({ industry: 'retail', postcode: 'M1 1AE' });
    const wants = sideOf(gym, request({ idealPartner: { industries: ['Technology'], size: 'micro', location: 'uk' } }));
    // Only a not-requested industry (0.5 x 0.6) earns anything; distance is unknown here.
    expect(scoreDirection(wants, sideOf(stranger), { miles: undefined }).score).toBeCloseTo(0.25 * 0.5 * 0.6, 10);
  });
});

describe('missing data', () => {
  const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA', companySize: '1-5', budgetRange: '500-1000' });
  const withSize = request({ ...gymRequest, idealPartner: { ...gymRequest.idealPartner, size: 'micro' } });
  const full = scoreMatch(gym, withSize, cafe).score;
  const blanks: Record<string, Partial<ProfileFacts>> = {
    companySize: { companySize: null },
    monthlyBudget: { monthlyBudget: null },
    'monthlyBudget and budgetRange': { monthlyBudget: null, budgetRange: null },
    preferredChannels: { preferredChannels: [] },
    campaignGoals: { campaignGoals: [] },
    customerType: { customerType: null },
    targetAgeRange: { targetAgeRange: null },
    targetLocation: { targetLocation: null },
    postcode: { postcode: 'ZZ99 9ZZ', latitude: undefined, longitude: undefined, town: undefined, region: undefined, ukRegion: undefined },
    industry: { industry: 'other' },
  };

  it.each(Object.keys(blanks))('never raises the score when the partner does not state %s', (field) => {
    expect(scoreMatch(gym, withSize, { ...cafe, ...blanks[field] }).score).toBeLessThan(full);
  });

  it('never raises the score when the requester does not state its facts either', () => {
    const bareGym = bareProfile({ industry: 'fitness-wellness', postcode: 'M1 1AE' });
    expect(scoreMatch(bareGym, withSize, cafe).score).toBeLessThan(full);
  });

  it('still lets a bare but nearby complementary partner through, on what is known', () => {
    const bare = bareProfile({ industry: 'food-beverage', postcode: 'M4 1AA' });
    const match = scoreMatch(gym, gymRequest, bare);
    expect(match.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match.components.forward.goals.confidence).toBe(0);
    expect(match.components.forward.audience.confidence).toBe(0);
  });
});

describe('reciprocity', () => {
  it('combines the two directions with the harmonic mean', () => {
    const match = scoreMatch(gym, gymRequest, profile({ industry: 'healthcare', postcode: 'M20 1AA', campaignGoals: ['lead-generation'] }));
    expect(match.score).toBeCloseTo(harmonicMean(match.directions.forward, match.directions.backward), 12);
  });

  it('pulls the score towards the less interested side', () => {
    expect(harmonicMean(0.9, 0.1)).toBeCloseTo(0.18, 10);
    expect(harmonicMean(0.9, 0.1)).toBeLessThan(MATCH_THRESHOLD); // the arithmetic mean, 0.5, would pass
    expect(harmonicMean(0.6, 0.6)).toBeCloseTo(0.6, 12);
    expect(harmonicMean(0.8, 0)).toBe(0);
    expect(harmonicMean(0, 0)).toBe(0);
  });

  it('does not suggest a pair the requester wants when the partner would not want it back', () => {
    // The gym asks for another gym (same industry, a small one, for promotions): from its side a
    // fine match. The other gym sees a rival (0.2), so its side is low and so is the pair.
    const rival = bareProfile({ industry: 'fitness-wellness', postcode: 'L1 1AA', radius: 50, companySize: '21-50', preferredChannels: ['radio'] });
    const wantsRival = request({ campaignTypes: ['promotions'], goals: ['lead-generation'], idealPartner: { industries: ['Fitness & Sports'], size: 'small', location: 'uk' } });
    const requester = { ...gym, radius: 50 };
    const match = scoreMatch(requester, wantsRival, rival);
    expect(match.directions.forward).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(match.directions.backward).toBeLessThan(MATCH_THRESHOLD);
    expect((match.directions.forward + match.directions.backward) / 2).toBeGreaterThan(match.score);
    expect(match.score).toBeLessThan(MATCH_THRESHOLD);
    expect(rankCandidatesDetailed(requester, wantsRival, [rival]).matches).toEqual([]);
  });

  it("lets the partner's open request count when it wants the requester more than its profile does", () => {
    const clinic = profile({ industry: 'healthcare', postcode: 'M20 1AA', preferredChannels: ['radio'], campaignGoals: ['event-promotion'] });
    const clinicRequest = request({ campaignTypes: ['events'], goals: ['brand-awareness'], idealPartner: { industries: ['Fitness & Sports'], size: 'any', location: 'same-city' } });
    const profileOnly = scoreMatch(gym, gymRequest, clinic);
    const withRequest = scoreMatch(gym, gymRequest, clinic, { openRequests: [clinicRequest] });
    expect(withRequest.directions.backward).toBeGreaterThan(profileOnly.directions.backward);
    expect(withRequest.backwardRequest).toBe(clinicRequest);
    expect(withRequest.directions.forward).toBe(profileOnly.directions.forward);
    expect(profileOnly.backwardRequest).toBeUndefined();
  });

  it('keeps the profile when an open request wants the requester less', () => {
    const clinic = profile({ industry: 'healthcare', postcode: 'M20 1AA' });
    const unrelated = request({ campaignTypes: ['leaflet'], goals: ['lead-generation'], idealPartner: { industries: ['Technology'], size: 'medium', location: 'same-city' } });
    const match = scoreMatch(gym, gymRequest, clinic, { openRequests: [unrelated] });
    expect(match.backwardRequest).toBeUndefined();
    expect(match.directions.backward).toBe(scoreMatch(gym, gymRequest, clinic).directions.backward);
  });
});

describe('rankCandidatesDetailed', () => {
  const nearby = (n: number, overrides: Partial<ProfileFacts> = {}) =>
    Array.from({ length: n }, (_, i) => profile({ industry: 'food-beverage', postcode: ['M4 1AA', 'M2 1AA', 'M13 1AA', 'M14 1AA', 'M15 1AA'][i % 5], ...overrides }));

  it('answers at most 10 by default, best first', () => {
    const ranked = rankCandidatesDetailed(gym, gymRequest, nearby(15)).matches;
    expect(ranked).toHaveLength(10);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].score).toBeGreaterThanOrEqual(ranked[i].score - 0.005);
    for (let i = 1; i < ranked.length; i++) expect(compareMatches(ranked[i - 1], ranked[i])).toBeLessThan(0);
  });

  it('keeps the top K asked for', () => {
    const all = rankCandidatesDetailed(gym, gymRequest, nearby(15), { topK: 15 }).matches;
    const top3 = rankCandidatesDetailed(gym, gymRequest, nearby(15).reverse(), { topK: 3 }).matches;
    expect(top3.map((m) => m.candidate.businessId)).toHaveLength(3);
    expect(top3.map((m) => m.score)).toEqual(all.slice(0, 3).map((m) => m.score));
  });

  it('drops matches below the threshold and counts those above it', () => {
    const weak = bareProfile({ industry: 'automotive', postcode: 'M20 1AA' });
    const strong = profile({ industry: 'food-beverage', postcode: 'M4 1AA' });
    expect(scoreMatch(gym, gymRequest, weak).score).toBeLessThan(MATCH_THRESHOLD);
    const result = rankCandidatesDetailed(gym, gymRequest, [weak, strong]);
    expect(result.matches.map((m) => m.candidate)).toEqual([strong]);
    expect(result).toMatchObject({ scored: 2, aboveThreshold: 1 });
  });

  it('honours a custom threshold', () => {
    const weak = bareProfile({ industry: 'automotive', postcode: 'M20 1AA' });
    expect(rankCandidatesDetailed(gym, gymRequest, [weak], { threshold: 0 }).matches).toHaveLength(1);
  });

  it('puts a verified candidate first among equal scores', () => {
    const [a, b] = nearby(2, { postcode: 'M4 1AA' });
    const verified = { ...b, verified: true };
    expect(scoreMatch(gym, gymRequest, a).score).toBe(scoreMatch(gym, gymRequest, verified).score);
    expect(rankCandidatesDetailed(gym, gymRequest, [a, verified]).matches.map((m) => m.candidate)).toEqual([verified, a]);
    expect(rankCandidatesDetailed(gym, gymRequest, [verified, a]).matches.map((m) => m.candidate)).toEqual([verified, a]);
  });

  it('treats scores within the same whole percent as ties for verification', () => {
    const base = { score: 0.724, candidate: profile({ verified: false }) };
    const verifiedLower = { score: 0.716, candidate: profile({ verified: true }) };
    expect(compareMatches(verifiedLower, base)).toBeLessThan(0);
    const clearlyBetter = { score: 0.74, candidate: profile({ verified: false }) };
    expect(compareMatches(clearlyBetter, verifiedLower)).toBeLessThan(0);
  });

  it('orders equal candidates by business id, whatever the input order', () => {
    const same = nearby(6, { postcode: 'M4 1AA' });
    const ids = [...same].map((c) => c.businessId).sort();
    const forward = rankCandidatesDetailed(gym, gymRequest, same).matches.map((m) => m.candidate.businessId);
    const backward = rankCandidatesDetailed(gym, gymRequest, [...same].reverse()).matches.map((m) => m.candidate.businessId);
    expect(forward).toEqual(ids);
    expect(backward).toEqual(ids);
  });

  it('is deterministic for a shuffled mix of candidates', () => {
    const mixed = [
      ...nearby(8),
      ...nearby(4, { industry: 'healthcare', verified: true }),
      ...nearby(4, { industry: 'retail', campaignGoals: ['online-sales'] }),
    ];
    const expected = rankCandidatesDetailed(gym, gymRequest, mixed).matches.map((m) => m.candidate.businessId);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let round = 0; round < 5; round++) {
      const shuffled = [...mixed].sort(() => random() - 0.5);
      expect(rankCandidatesDetailed(gym, gymRequest, shuffled).matches.map((m) => m.candidate.businessId)).toEqual(expected);
    }
  });

  it('applies the hard filters and counts exclusions by reason', () => {
    const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA' });
    const declined = profile({ industry: 'food-beverage', postcode: 'M2 1AA' });
    const sibling = profile({ industry: 'food-beverage', userId: gym.userId });
    const result = rankCandidatesDetailed(gym, gymRequest, [gym, sibling, cafe, declined], {
      suppression: { declinedPairs: new Set([pairKey(gym.businessId, declined.businessId)]) },
    });
    expect(result.matches.map((m) => m.candidate)).toEqual([cafe]);
    expect(result.excluded).toEqual({ self: 1, 'same-owner': 1, 'declined-recently': 1 });
  });

  it("uses each candidate's open requests", () => {
    const clinic = profile({ industry: 'healthcare', postcode: 'M20 1AA', preferredChannels: ['radio'], campaignGoals: ['event-promotion'] });
    const clinicRequest = request({ campaignTypes: ['events'], goals: ['brand-awareness'], idealPartner: { industries: ['Fitness & Sports'] } });
    const [match] = rankCandidatesDetailed(gym, gymRequest, [clinic], { openRequests: new Map([[clinic.businessId, [clinicRequest]]]), threshold: 0 }).matches;
    expect(match.backwardRequest).toBe(clinicRequest);
  });

  it('explains every match it answers', () => {
    for (const match of rankCandidatesDetailed(gym, gymRequest, nearby(5)).matches) {
      expect(match.reasons.length).toBeGreaterThan(0);
      expect(match.reasons.length).toBeLessThanOrEqual(3);
    }
  });

  it('answers nothing for topK 0 but still counts', () => {
    const result = rankCandidatesDetailed(gym, gymRequest, nearby(3), { topK: 0 });
    expect(result.matches).toEqual([]);
    expect(result.aboveThreshold).toBe(3);
  });

  it('scores ten thousand candidates without keeping them all (only the top K is held)', () => {
    const many = nearby(10_000);
    const result = rankCandidatesDetailed(gym, gymRequest, many);
    expect(result.scored).toBe(10_000);
    expect(result.matches).toHaveLength(10);
  });
});

describe('partner industries the request asks for', () => {
  // A Manchester technology firm asks for a Food & Beverage or Retail partner. A physio and a
  // print shop next door score higher on everything else (and the complementarity table likes a
  // technology firm with a print shop better than with a bakery), but the owner said what they want.
  const techFirm = profile({ industry: 'technology', postcode: 'M1 1AE', businessName: 'Ancoats Software' });
  const foodOrRetail = request({
    campaignTypes: ['social-media', 'events'],
    goals: ['brand-awareness'],
    idealPartner: { industries: ['Food & Beverage', 'Retail'], size: 'any', location: 'same-city' },
  });
  const physio = profile({ industry: 'healthcare', postcode: 'M1 2AA', businessName: 'Physio' });
  const printShop = profile({ industry: 'professional-services', postcode: 'M1 2AA', businessName: 'Print Shop' });
  const studio = profile({ industry: 'professional-services', postcode: 'M1 3AA', businessName: 'Design Studio' });
  // Further off, a different audience and other goals: a weaker pair, but an asked-for industry.
  const bakery = profile({ industry: 'food-beverage', postcode: 'M21 9AB', radius: 10, targetAgeRange: 'all-ages', campaignGoals: ['seasonal-offers'], businessName: 'Chorlton Bakery' });
  const names = (matches: readonly { candidate: ProfileFacts }[]) => matches.map((m) => m.candidate.businessName);

  it('ranks a partner in an asked-for industry before better-scoring ones that are not, with the reason first', () => {
    const bakeryScore = scoreMatch(techFirm, foodOrRetail, bakery).score;
    expect(bakeryScore).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    for (const other of [physio, printShop, studio]) expect(scoreMatch(techFirm, foodOrRetail, other).score).toBeGreaterThan(bakeryScore);

    const result = rankCandidatesDetailed(techFirm, foodOrRetail, [physio, printShop, studio, bakery], { topK: 3 });
    expect(names(result.matches)).toEqual(['Chorlton Bakery', expect.any(String), expect.any(String)]);
    expect(result.matches[0].preferred).toBe(true);
    expect(result.matches[0].reasons[0]).toBe('In an industry you asked for: Food & Beverage');
    expect(result.matches.slice(1).every((m) => !m.preferred)).toBe(true);
    expect(result.preference).toEqual({ withinReach: 1, unavailable: 0, belowThreshold: 0, matched: 1 });
  });

  it('ranks by score alone when the request asks for no industry, and reports no preference', () => {
    const anyIndustry = request({ ...foodOrRetail, idealPartner: { industries: ['Any Industry'], size: 'any', location: 'same-city' } });
    const result = rankCandidatesDetailed(techFirm, anyIndustry, [physio, printShop, studio, bakery], { topK: 3 });
    expect(names(result.matches)).not.toContain('Chorlton Bakery');
    expect(result.matches.every((m) => !m.preferred)).toBe(true);
    expect(result.preference).toBeUndefined();
  });

  it('keeps the threshold: an asked-for partner that would not want the pair is not suggested, and is counted as such', () => {
    const reluctant = bareProfile({ industry: 'retail', postcode: 'M20 1AA', radius: 5, customerType: 'b2b', businessName: 'Wholesale Shop' });
    expect(scoreMatch(techFirm, foodOrRetail, reluctant).score).toBeLessThan(MATCH_THRESHOLD);
    const result = rankCandidatesDetailed(techFirm, foodOrRetail, [physio, reluctant]);
    expect(names(result.matches)).toEqual(['Physio']);
    expect(result.preference).toEqual({ withinReach: 1, unavailable: 0, belowThreshold: 1, matched: 0 });
  });

  it('says when none of the asked-for industries is within reach, and when those within reach are unavailable', () => {
    const leedsCafe = profile({ industry: 'food-beverage', postcode: 'LS1 4AP', radius: 50 });
    const farShop = profile({ industry: 'retail', postcode: 'SK1 1AA', radius: 5 });
    const nothingNear = rankCandidatesDetailed(techFirm, foodOrRetail, [physio, leedsCafe, farShop]);
    expect(names(nothingNear.matches)).toEqual(['Physio']);
    expect(nothingNear.preference).toEqual({ withinReach: 0, unavailable: 0, belowThreshold: 0, matched: 0 });

    const rivalsOnly = profile({ industry: 'food-beverage', postcode: 'M1 2AA', collaborationPreference: 'same-industry' });
    const declined = profile({ industry: 'retail', postcode: 'M1 2AA' });
    const unavailable = rankCandidatesDetailed(techFirm, foodOrRetail, [physio, rivalsOnly, declined], {
      suppression: { declinedPairs: new Set([pairKey(techFirm.businessId, declined.businessId)]) },
    });
    expect(unavailable.preference).toEqual({ withinReach: 2, unavailable: 2, belowThreshold: 0, matched: 0 });
  });

  it('stops early on rank bounds with the same answer as an exhaustive ranking', () => {
    const crowd = [
      ...Array.from({ length: 30 }, (_, i) => profile({ industry: i % 2 ? 'healthcare' : 'professional-services', postcode: ['M1 2AA', 'M2 1AA', 'M4 1AA'][i % 3] })),
      ...Array.from({ length: 12 }, (_, i) => profile({ industry: i % 2 ? 'food-beverage' : 'retail', postcode: ['M13 1AA', 'M14 1AA', 'M15 1AA'][i % 3], campaignGoals: ['online-sales'] })),
    ];
    const bounds = new PairBounds(sideOf(techFirm, foodOrRetail));
    const byRank = [...crowd].sort((a, b) => bounds.rank(boundFactsOf(profileSideOf(b)), scorePair(sideOf(techFirm, foodOrRetail), b).miles) - bounds.rank(boundFactsOf(profileSideOf(a)), scorePair(sideOf(techFirm, foodOrRetail), a).miles));
    for (const topK of [3, 10, 20]) {
      const fast = rankCandidatesDetailed(techFirm, foodOrRetail, byRank, { orderedByBound: true, topK });
      const exhaustive = rankCandidatesDetailed(techFirm, foodOrRetail, crowd, { exhaustive: true, topK });
      expect(fast.matches.map((m) => m.candidate.businessId)).toEqual(exhaustive.matches.map((m) => m.candidate.businessId));
      expect(fast.preference?.matched).toBe(exhaustive.preference?.matched);
    }
  });

  it('orders by rank: asked-for industry, then the whole-percent score', () => {
    const asked = { score: 0.45, preferred: true, candidate: profile() };
    const better = { score: 0.95, preferred: false, candidate: profile({ verified: true }) };
    expect(compareMatches(asked, better)).toBeLessThan(0);
    expect(rankOf(true, 0)).toBe(PREFERRED_RANK);
    expect(rankOf(false, 1)).toBeLessThan(rankOf(true, 0));
  });
});

describe('scorePair', () => {
  it('measures the distance itself when none is given', () => {
    const cafe = profile({ industry: 'food-beverage', postcode: 'M4 1AA' });
    expect(scorePair(sideOf(gym, gymRequest), cafe).miles).toBeCloseTo(0.56, 2);
  });
});

describe('profileSideOf', () => {
  it('prepares a profile once and answers what sideOf answers', () => {
    const candidate = profile({ industry: 'food-beverage', preferredChannels: ['events'] });
    const side = profileSideOf(candidate);
    expect(profileSideOf(candidate)).toBe(side);
    expect(side).toEqual(sideOf(candidate));
    // A different object (a changed business) is prepared afresh.
    expect(profileSideOf({ ...candidate, preferredChannels: ['radio'] }).offeredChannels).not.toBe(side.offeredChannels);
  });
});

describe('PairBounds', () => {
  it('never falls below the exact score, and is tight when the unmeasured components are at their best', () => {
    const requesterSide = sideOf(gym, gymRequest);
    const bounds = new PairBounds(requesterSide);
    const candidates = [
      profile({ industry: 'food-beverage', postcode: 'M4 1AA' }),
      bareProfile({ industry: 'automotive', postcode: 'M20 1AA' }),
      profile({ industry: 'fitness-wellness', collaborationPreference: 'same-industry', radius: 999 }),
      profile({ industry: 'healthcare', postcode: 'SK1 1AA', radius: null, preferredChannels: [], campaignGoals: ['lead-generation'] }),
      profile({ industry: 'retail', postcode: 'ZZ99 9ZZ', latitude: undefined, longitude: undefined, radius: 999 }),
    ];
    for (const candidate of candidates) {
      const exact = scorePair(requesterSide, candidate);
      const bound = bounds.bound(boundFactsOf(profileSideOf(candidate)), exact.miles);
      expect(bound).toBeGreaterThanOrEqual(exact.score);
      expect(bound).toBeLessThanOrEqual(1);
    }
  });

  it('bounds the rank too: never below the rank of the exact match, asked-for industries above all others', () => {
    const requesterSide = sideOf(gym, gymRequest);
    const bounds = new PairBounds(requesterSide);
    for (const candidate of [profile({ industry: 'food-beverage', postcode: 'M4 1AA' }), profile({ industry: 'retail', postcode: 'M4 1AA' }), bareProfile({ industry: 'healthcare', postcode: 'M20 1AA' })]) {
      const exact = scorePair(requesterSide, candidate);
      const rank = bounds.rank(boundFactsOf(profileSideOf(candidate)), exact.miles);
      expect(rank).toBeGreaterThanOrEqual(rankOf(exact.preferred, exact.score));
      expect(rank >= PREFERRED_RANK).toBe(exact.preferred);
    }
  });

  it('gives the same answer from bare values as from a side', () => {
    const bounds = new PairBounds(sideOf(gym, gymRequest));
    const side = profileSideOf(profile({ industry: 'food-beverage' }));
    const f = boundFactsOf(side);
    expect(bounds.boundOf(f.industryCode, f.sameIndustryWanted, f.goals, f.offeredChannels, f.wantedChannels, f.budgetSizeCode, f.effectiveRadius, 1.5)).toBe(bounds.bound(f, 1.5));
  });
});
