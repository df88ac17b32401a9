// Synthetic, reproducible data for the matching benchmark: businesses spread over the UK outcode
// table (services/matching/data/uk-outcodes.csv), weighted by where people live, with option
// values from @comarketing/contracts; and co-marketing requests as the request form sends them.
import {
  BUDGET_RANGES,
  CAMPAIGN_FREQUENCIES,
  CAMPAIGN_GOALS,
  CAMPAIGN_TYPES,
  COLLABORATION_PREFERENCES,
  COMPANY_SIZES,
  CUSTOMER_TYPES,
  type CreateRequest,
  INDUSTRIES,
  MONTHLY_BUDGETS,
  normaliseUkPostcode,
  PARTNER_INDUSTRIES,
  PARTNER_LOCATIONS,
  PARTNER_SIZES,
  PREFERRED_CHANNELS,
  RADIUS_OPTIONS,
  REQUEST_GOALS,
  TARGET_AGE_RANGES,
} from '@comarketing/contracts';
import { readFileSync } from 'node:fs';
// The service's own CSV reader for its outcode table (from its build, as the rest of the bench).
import { splitCsvLine } from '../../services/matching/dist/scoring/geography';

/** mulberry32: a small seeded PRNG, so every run loads the same businesses and requests. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** A value by relative weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }
  uuid(): string {
    const hex = (n: number) => Math.floor(this.next() * 16 ** n).toString(16).padStart(n, '0');
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + this.int(0, 3)).toString(16)}${hex(3)}-${hex(6)}${hex(6)}`;
  }
}

export interface Outcode {
  outcode: string;
  latitude: number;
  longitude: number;
  town: string | undefined;
  region: string | undefined;
  ukRegion: string | undefined;
  /** Relative chance that a business is here. */
  weight: number;
}

/**
 * Residents by ITL1 region (ONS mid-2022 estimates, millions; Crown Dependencies from their own
 * statistics). The outcode table has no population column, so a region's people are shared evenly
 * among its districts: London's small, dense districts get ~3x the businesses of a Highland one.
 */
export const POPULATION_MILLIONS: Readonly<Record<string, number>> = {
  'North East England': 2.68,
  'North West England': 7.52,
  'Yorkshire and the Humber': 5.54,
  'East Midlands': 4.93,
  'West Midlands': 6.02,
  'East of England': 6.4,
  London: 8.87,
  'South East England': 9.38,
  'South West England': 5.76,
  Wales: 3.13,
  Scotland: 5.45,
  'Northern Ireland': 1.91,
  'Crown Dependencies': 0.25,
};

/** The outcode table with a population weight per district (districts our postcode rule rejects are left out). */
export function loadOutcodes(path: string): Outcode[] {
  const [headerLine, ...lines] = readFileSync(path, 'utf8').split(/\r?\n/);
  const header = splitCsvLine(headerLine);
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${path} has no '${name}' column`);
    return i;
  };
  const [iCode, iLat, iLng, iTown, iRegion, iUk] = ['postcode', 'latitude', 'longitude', 'town', 'region', 'uk_region'].map(col);
  const blank = (s: string | undefined) => (s && s.trim() ? s.trim() : undefined);
  const rows = lines.filter((l) => l.trim()).map(splitCsvLine);
  const perRegion = new Map<string, number>();
  for (const f of rows) perRegion.set(f[iUk], (perRegion.get(f[iUk]) ?? 0) + 1);
  const outcodes: Outcode[] = [];
  for (const f of rows) {
    const outcode = f[iCode].trim().toUpperCase();
    if (!normaliseUkPostcode(`${outcode} 1AA`)) continue;
    const people = POPULATION_MILLIONS[f[iUk]] ?? 0.1; // an unknown region: a token share
    outcodes.push({
      outcode,
      latitude: Number(f[iLat]),
      longitude: Number(f[iLng]),
      town: blank(f[iTown]),
      region: blank(f[iRegion]),
      ukRegion: blank(f[iUk]),
      weight: people / (perRegion.get(f[iUk]) ?? 1),
    });
  }
  return outcodes;
}

/** Draws outcodes by weight (cumulative table + binary search). */
export class OutcodeSampler {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(readonly outcodes: readonly Outcode[]) {
    let sum = 0;
    for (const o of outcodes) this.cumulative.push((sum += o.weight));
    this.total = sum;
  }
  draw(random: Random): Outcode {
    const r = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.outcodes[lo];
  }
}

const values = <T extends { value: unknown }>(options: readonly T[]) => options.map((o) => o.value as T['value']);
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';

/** A business as the `business.upserted` event carries it (plus createdAt/phone for the API's snapshot shape). */
export interface SyntheticBusiness {
  id: string;
  userId: string;
  businessName: string;
  industry: string;
  description: string | null;
  location: string;
  postcode: string;
  radius: number;
  website: string | null;
  phone: string | null;
  targetAudience: string | null;
  logo: string | null;
  companySize: string | null;
  monthlyBudget: string | null;
  preferredChannels: string[];
  campaignGoals: string[];
  customerType: string | null;
  targetAgeRange: string | null;
  targetLocation: string | null;
  budgetRange: string | null;
  collaborationPreference: string | null;
  campaignFrequency: string | null;
  verified: boolean;
  createdAt: string;
  updatedAt: string;
  /** Where the generator put it (the read model locates it again from the postcode). */
  place: Outcode;
}

// A plausible small-business mix (UK SME counts lean to construction, retail and professional services).
const INDUSTRY_WEIGHTS: [string, number][] = [
  ['retail', 14], ['hospitality', 9], ['professional-services', 13], ['healthcare', 6], ['technology', 8],
  ['manufacturing', 4], ['construction', 10], ['automotive', 4], ['education', 3], ['finance', 4],
  ['real-estate', 4], ['food-beverage', 9], ['fitness-wellness', 5], ['beauty-personal-care', 6], ['other', 2],
];
const RADIUS_WEIGHTS: [number, number][] = [[5, 15], [10, 30], [25, 25], [50, 14], [100, 8], [999, 8]];
const COMPANY_SIZE_WEIGHTS: [string, number][] = [['1-5', 45], ['6-20', 30], ['21-50', 13], ['51-100', 7], ['100+', 5]];
const MONTHLY_BUDGET_WEIGHTS: [string, number][] = [['under-500', 35], ['500-1000', 28], ['1000-2500', 20], ['2500-5000', 10], ['5000-10000', 5], ['over-10000', 2]];
const CUSTOMER_TYPE_WEIGHTS: [string, number][] = [['b2c', 55], ['b2b', 25], ['both', 20]];
const COLLABORATION_WEIGHTS: [string, number][] = [['any', 35], ['automatic', 30], ['complementary', 25], ['same-industry', 10]];
const NAME_WORDS: Record<string, string[]> = {
  retail: ['Boutique', 'Store', 'Emporium', 'Gifts'], hospitality: ['Inn', 'Hotel', 'Guest House', 'Tavern'],
  'professional-services': ['Consulting', 'Solicitors', 'Associates', 'Partners'], healthcare: ['Clinic', 'Physio', 'Dental', 'Pharmacy'],
  technology: ['Digital', 'Software', 'IT Services', 'Labs'], manufacturing: ['Works', 'Fabrication', 'Engineering', 'Makers'],
  construction: ['Builders', 'Roofing', 'Joinery', 'Plumbing'], automotive: ['Motors', 'Garage', 'Tyres', 'Autos'],
  education: ['Tutors', 'Academy', 'Learning', 'School of Music'], finance: ['Accountants', 'Wealth', 'Bookkeeping', 'Mortgages'],
  'real-estate': ['Estates', 'Lettings', 'Property', 'Homes'], 'food-beverage': ['Bakery', 'Cafe', 'Deli', 'Brewing Co'],
  'fitness-wellness': ['Gym', 'Yoga', 'Pilates', 'Fitness'], 'beauty-personal-care': ['Salon', 'Barbers', 'Spa', 'Nails'],
  other: ['Studio', 'Collective', 'Services', 'Co'],
};

export function syntheticBusiness(random: Random, place: Outcode, userId: string, now: Date): SyntheticBusiness {
  const industry = random.weighted(INDUSTRY_WEIGHTS);
  const townName = place.town ?? place.region ?? place.outcode;
  const postcode = normaliseUkPostcode(`${place.outcode}${random.int(1, 9)}${random.pick([...INWARD_LETTERS])}${random.pick([...INWARD_LETTERS])}`)!;
  const maybe = <T>(p: number, value: () => T): T | null => (random.next() < p ? value() : null);
  const createdAt = new Date(now.getTime() - random.int(0, 400) * 86_400_000).toISOString();
  return {
    id: random.uuid(),
    userId,
    businessName: `${townName} ${random.pick(NAME_WORDS[industry])} ${random.int(1, 999)}`,
    industry,
    description: maybe(0.8, () => `Independent ${industry.replace(/-/g, ' ')} business in ${townName}, looking for local partners for joint campaigns.`),
    location: townName,
    postcode,
    radius: random.weighted(RADIUS_WEIGHTS),
    website: maybe(0.6, () => `https://example-${random.int(1, 1e9)}.co.uk`),
    phone: null,
    targetAudience: null,
    logo: null,
    companySize: random.weighted(COMPANY_SIZE_WEIGHTS),
    monthlyBudget: maybe(0.9, () => random.weighted(MONTHLY_BUDGET_WEIGHTS)),
    preferredChannels: random.sample(values(PREFERRED_CHANNELS), random.int(1, 4)),
    campaignGoals: random.sample(values(CAMPAIGN_GOALS), random.int(1, 3)),
    customerType: maybe(0.95, () => random.weighted(CUSTOMER_TYPE_WEIGHTS)),
    targetAgeRange: maybe(0.85, () => random.pick(values(TARGET_AGE_RANGES))),
    targetLocation: maybe(0.7, () => random.pick(['Local', townName, place.region ?? 'Regional', 'UK-wide'])),
    budgetRange: maybe(0.5, () => random.pick(values(BUDGET_RANGES))),
    collaborationPreference: maybe(0.95, () => random.weighted(COLLABORATION_WEIGHTS)),
    campaignFrequency: maybe(0.7, () => random.pick(values(CAMPAIGN_FREQUENCIES))),
    verified: random.next() < 0.3,
    createdAt,
    updatedAt: createdAt,
    place,
  };
}

/** `matching.businesses.facts` exactly as the read-model consumer writes it: the event payload plus the located place. */
export function readModelFacts(b: SyntheticBusiness): Record<string, unknown> {
  const payload = {
    businessId: b.id, userId: b.userId, businessName: b.businessName, industry: b.industry, description: b.description, location: b.location,
    postcode: b.postcode, radius: b.radius, website: b.website, logo: b.logo, companySize: b.companySize, monthlyBudget: b.monthlyBudget,
    preferredChannels: b.preferredChannels, campaignGoals: b.campaignGoals, customerType: b.customerType, targetAgeRange: b.targetAgeRange,
    targetLocation: b.targetLocation, budgetRange: b.budgetRange, collaborationPreference: b.collaborationPreference,
    campaignFrequency: b.campaignFrequency, verified: b.verified, updatedAt: b.updatedAt,
  };
  const { latitude, longitude, town, region, ukRegion } = b.place;
  return { ...payload, latitude, longitude, town, region, ukRegion };
}

/** The business as the BFF answers it (the requester snapshot a request is filed with). */
export function apiBusiness(b: SyntheticBusiness): Record<string, unknown> {
  const { place: _place, ...business } = b;
  return business;
}

/** The body of POST /api/businesses for this business. */
export function businessInput(b: SyntheticBusiness): Record<string, unknown> {
  const input: Record<string, unknown> = {
    businessName: b.businessName, industry: b.industry, location: b.location, postcode: b.postcode, radius: b.radius,
    preferredChannels: b.preferredChannels, campaignGoals: b.campaignGoals,
  };
  for (const key of ['description', 'website', 'companySize', 'monthlyBudget', 'customerType', 'targetAgeRange', 'targetLocation', 'budgetRange', 'collaborationPreference', 'campaignFrequency'] as const) {
    if (b[key] !== null) input[key] = b[key];
  }
  return input;
}

/**
 * A request as the form sends it. The location preference follows the radius: local businesses
 * mostly keep the form's default (same city), nationwide ones mostly look UK-wide.
 */
export function syntheticRequest(random: Random, radius: number): CreateRequest {
  const budget = random.pick([300, 500, 800, 1000, 1500, 2500, 5000]);
  const start = new Date(Date.UTC(2027, random.int(0, 11), random.int(1, 28)));
  const end = new Date(start.getTime() + random.int(14, 90) * 86_400_000);
  const location =
    radius >= 999
      ? random.weighted([['uk', 55], ['same-region', 20], ['same-city', 15], ['international', 10]] as [string, number][])
      : random.weighted([['same-city', 50], ['same-region', 25], ['uk', 20], ['international', 5]] as [string, number][]);
  const partnerIndustries = PARTNER_INDUSTRIES.filter((i) => i !== 'Any Industry');
  return {
    title: `Joint ${random.pick(['spring', 'summer', 'autumn', 'winter', 'launch', 'community'])} campaign`,
    campaignTypes: random.sample(values(CAMPAIGN_TYPES), random.int(1, 3)),
    goals: random.sample(values(REQUEST_GOALS), random.int(1, 3)),
    description: 'A joint campaign with a complementary local business: shared offers, cross-promotion on social media and a launch event.',
    budgetRange: { min: budget, max: budget, period: random.next() < 0.85 ? 'monthly' : 'one-off' },
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    idealPartner: {
      industry: random.next() < 0.25 ? [] : random.sample(partnerIndustries, random.int(1, 3)),
      size: random.pick(values(PARTNER_SIZES)),
      location,
    },
  } as CreateRequest;
}

/** Every weighted value above is an option value of @comarketing/contracts (throws otherwise). */
export function assertOptionValues(): void {
  const check = (label: string, used: readonly unknown[], allowed: readonly unknown[]) => {
    const unknown = used.filter((v) => !allowed.includes(v));
    if (unknown.length) throw new Error(`bench: ${label} ${unknown.join(', ')} not in @comarketing/contracts`);
  };
  check('industries', INDUSTRY_WEIGHTS.map(([v]) => v), values(INDUSTRIES));
  check('radii', RADIUS_WEIGHTS.map(([v]) => v), values(RADIUS_OPTIONS));
  check('company sizes', COMPANY_SIZE_WEIGHTS.map(([v]) => v), values(COMPANY_SIZES));
  check('monthly budgets', MONTHLY_BUDGET_WEIGHTS.map(([v]) => v), values(MONTHLY_BUDGETS));
  check('customer types', CUSTOMER_TYPE_WEIGHTS.map(([v]) => v), values(CUSTOMER_TYPES));
  check('collaboration preferences', COLLABORATION_WEIGHTS.map(([v]) => v), values(COLLABORATION_PREFERENCES));
  check('partner locations', ['same-city', 'same-region', 'uk', 'international'], values(PARTNER_LOCATIONS));
}
