// Which industries make good co-marketing partners, and what the request form's partner
// industries mean. Curated by hand: a value says how naturally two industries share customers
// without competing for them (1 = ideal, 0.3 = no particular reason, 0.2 = competitors).
import { type Industry, INDUSTRIES, type PARTNER_INDUSTRIES } from '@comarketing/contracts';

/** Two different industries the table says nothing about. */
export const UNRELATED_INDUSTRIES = 0.3;
/** Two businesses of the same industry: usually rivals for the same customers. */
export const SAME_INDUSTRY = 0.2;
/** From this value on, the pair is called "complementary" in reasons. */
export const COMPLEMENTARY_THRESHOLD = 0.5;

/**
 * Symmetric pairs (each listed once). The first five are the model's founding examples; the rest follow
 * the same idea: the two sell different things to the same people at the same moment.
 */
export const COMPLEMENTARY_PAIRS: readonly (readonly [Industry, Industry, number])[] = [
  // The founding examples
  ['fitness-wellness', 'food-beverage', 0.9], // gym + healthy cafe, meal prep
  ['beauty-personal-care', 'fitness-wellness', 0.9], // salon + studio: same wellbeing customer
  ['hospitality', 'retail', 0.8], // hotel and pub guests shop locally
  ['real-estate', 'construction', 0.9], // movers renovate
  ['real-estate', 'finance', 0.9], // mortgages, insurance
  ['technology', 'professional-services', 0.8], // IT for accountants and solicitors
  // Food, drink, going out
  ['food-beverage', 'hospitality', 0.7], // producers supply venues
  ['food-beverage', 'retail', 0.7], // delis and gift shops
  ['beauty-personal-care', 'food-beverage', 0.5], // treat days, brunch and blow-dry
  ['beauty-personal-care', 'hospitality', 0.6], // weddings, spa breaks
  ['beauty-personal-care', 'retail', 0.7], // boutiques and salons share shoppers
  // Health
  ['fitness-wellness', 'healthcare', 0.8], // physio, sports injury clinics
  ['beauty-personal-care', 'healthcare', 0.6], // aesthetics, skin clinics
  ['food-beverage', 'healthcare', 0.5], // nutrition, healthy eating
  ['fitness-wellness', 'hospitality', 0.5], // hotel gyms, post-class drinks
  ['fitness-wellness', 'retail', 0.6], // sportswear, running shops
  ['education', 'fitness-wellness', 0.5], // coaching, school sport
  ['education', 'healthcare', 0.5], // first aid and care training
  // Business services
  ['finance', 'professional-services', 0.8], // accountants, advisers
  ['real-estate', 'professional-services', 0.7], // conveyancing solicitors, surveyors
  ['construction', 'professional-services', 0.5], // architects, surveyors
  ['construction', 'finance', 0.5], // project finance, insurance
  ['finance', 'technology', 0.7], // fintech, payroll software
  ['education', 'technology', 0.7], // edtech, coding courses
  ['education', 'professional-services', 0.6], // training and CPD
  ['retail', 'technology', 0.6], // e-commerce, tills
  // Making and moving things
  ['construction', 'manufacturing', 0.7], // materials, fittings
  ['manufacturing', 'retail', 0.6], // makers and stockists
  ['manufacturing', 'technology', 0.6], // automation
  ['automotive', 'manufacturing', 0.6], // parts
  ['automotive', 'finance', 0.7], // car finance, insurance
  ['automotive', 'retail', 0.5], // accessories, local motorists
];

const INDUSTRY_INDEX = new Map<string, number>(INDUSTRIES.map((o, i) => [o.value, i]));
const N = INDUSTRIES.length;

// A flat N x N table: one array read per lookup.
const TABLE: Float64Array = (() => {
  const table = new Float64Array(N * N).fill(UNRELATED_INDUSTRIES);
  for (let i = 0; i < N; i++) table[i * N + i] = SAME_INDUSTRY;
  for (const [a, b, value] of COMPLEMENTARY_PAIRS) {
    const i = INDUSTRY_INDEX.get(a)!;
    const j = INDUSTRY_INDEX.get(b)!;
    table[i * N + j] = value;
    table[j * N + i] = value;
  }
  return table;
})();

/** Position of an industry value in INDUSTRIES, or -1 when unknown. */
export function industryIndex(industry: string): number {
  return INDUSTRY_INDEX.get(industry) ?? -1;
}

/**
 * How well two industries complement each other, in [0, 1]. Same industry 0.2; a pair the table
 * does not list 0.3; an industry scoring does not know counts as 'other' (unrelated to all).
 */
export function complementarity(a: string, b: string): number {
  const i = industryIndex(a);
  const j = industryIndex(b);
  if (i < 0 || j < 0) return a === b ? SAME_INDUSTRY : UNRELATED_INDUSTRIES;
  return TABLE[i * N + j];
}

export type PartnerIndustryLabel = (typeof PARTNER_INDUSTRIES)[number];

/** The request form's partner industries (labels) -> the profile industries they mean. */
export const PARTNER_INDUSTRY_MAP: Readonly<Record<PartnerIndustryLabel, readonly Industry[]>> = {
  Retail: ['retail'],
  'Food & Beverage': ['food-beverage', 'hospitality'],
  'Health & Wellness': ['healthcare', 'fitness-wellness'],
  Technology: ['technology'],
  'Professional Services': ['professional-services', 'finance', 'real-estate'],
  'Beauty & Personal Care': ['beauty-personal-care'],
  'Fitness & Sports': ['fitness-wellness'],
  Education: ['education'],
  'Any Industry': [],
};

/** Bit i set = INDUSTRIES[i]. */
export type IndustryMask = number;

/** The bit of an industry value (0 when unknown). */
export function industryBit(industry: string): IndustryMask {
  const i = industryIndex(industry);
  return i < 0 ? 0 : 1 << i;
}

/**
 * The profile industries a request's partner labels ask for, as a bit mask; undefined means
 * "no preference" (nothing chosen, 'Any Industry' chosen, or only labels the form does not have).
 *
 * The requester's own industry counts as asked for only through a label that means just that
 * industry (a gym choosing 'Fitness & Sports'): a gym choosing 'Health & Wellness' is after
 * healthcare, not rival gyms ("same industry scores low unless same-industry was asked for").
 */
export function requestedIndustries(labels: readonly string[] | null | undefined, ownIndustry?: string): IndustryMask | undefined {
  if (!labels || labels.length === 0) return undefined;
  const own = ownIndustry === undefined ? 0 : industryBit(ownIndustry);
  let mask = 0;
  let ownAskedFor = false;
  for (const label of labels) {
    if (label === 'Any Industry') return undefined;
    const industries = PARTNER_INDUSTRY_MAP[label as PartnerIndustryLabel];
    if (!industries) continue;
    for (const industry of industries) mask |= industryBit(industry);
    if (industries.length === 1 && own !== 0 && industryBit(industries[0]) === own) ownAskedFor = true;
  }
  if (!ownAskedFor) mask &= ~own;
  return mask === 0 ? undefined : mask;
}

/** The first requested label that covers an industry, for reasons ('Health & Wellness'). */
export function requestedLabelFor(labels: readonly string[] | null | undefined, industry: string): PartnerIndustryLabel | undefined {
  for (const label of labels ?? []) {
    const industries = PARTNER_INDUSTRY_MAP[label as PartnerIndustryLabel] as readonly string[] | undefined;
    if (industries?.includes(industry)) return label as PartnerIndustryLabel;
  }
  return undefined;
}
