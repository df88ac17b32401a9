// Builders for the scoring specs: complete, plausible profiles and requests that a test changes
// one fact of. Not used by production code.
import { loadOutcodeIndex, type OutcodeIndex } from './geography';
import { buildReasons } from './reasons';
import { type ScoredMatch, scorePair, sideOf } from './score';
import { type MatchRequest, type ProfileFacts } from './scoring.types';

let index: OutcodeIndex | undefined;
/** The real outcode table, read once per test file. */
export function outcodes(): OutcodeIndex {
  return (index ??= loadOutcodeIndex());
}

let counter = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

/** A located profile (postcode looked up in the real table); every optional fact filled in. */
export function profile(overrides: Partial<ProfileFacts> = {}): ProfileFacts {
  counter++;
  const postcode = overrides.postcode ?? 'M1 1AE';
  const place = outcodes().locate(postcode);
  return {
    businessId: uuid(counter),
    userId: uuid(100_000 + counter),
    businessName: `Business ${counter}`,
    industry: 'retail',
    description: null,
    location: 'Manchester',
    postcode,
    radius: 10,
    companySize: '6-20',
    monthlyBudget: '500-1000',
    preferredChannels: ['social-media', 'events'],
    campaignGoals: ['brand-awareness', 'customer-footfall'],
    customerType: 'b2c',
    targetAgeRange: '25-40',
    targetLocation: 'Local',
    budgetRange: null,
    collaborationPreference: 'any',
    verified: false,
    latitude: place?.latitude,
    longitude: place?.longitude,
    town: place?.town,
    region: place?.region,
    ukRegion: place?.ukRegion,
    ...overrides,
  };
}

/** A profile with every optional fact missing (only what the form requires). */
export function bareProfile(overrides: Partial<ProfileFacts> = {}): ProfileFacts {
  return profile({
    companySize: null,
    monthlyBudget: null,
    preferredChannels: [],
    campaignGoals: [],
    customerType: null,
    targetAgeRange: null,
    targetLocation: null,
    budgetRange: null,
    collaborationPreference: null,
    ...overrides,
  });
}

/** A monthly £500-1,000 request for a same-city partner of any industry and size. */
export function request(overrides: Partial<MatchRequest> = {}): MatchRequest {
  return {
    campaignTypes: ['social-media', 'events'],
    goals: ['brand-awareness'],
    budget: { min: 500, max: 1000, period: 'monthly' },
    startDate: null,
    endDate: null,
    idealPartner: { industries: [], size: 'any', location: 'same-city' },
    description: 'A joint campaign',
    ...overrides,
  };
}

/** One pair, scored and explained from the requester's side as ranking does it (no hard filters). */
export function scoreMatch(requester: ProfileFacts, req: MatchRequest, candidate: ProfileFacts, options: { openRequests?: readonly MatchRequest[] } = {}): ScoredMatch {
  const scored = scorePair(sideOf(requester, req), candidate, options.openRequests);
  return { ...scored, reasons: buildReasons(requester, req, scored) };
}
