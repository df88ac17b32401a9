// Budget (weight 0.10): can the two monthly budgets carry the chosen split of a joint campaign?
// Bands are compared by their midpoints: the ratio of the smaller to the larger.
import { type ComponentScore, type MatchRequest, type ProfileFacts } from './scoring.types';

/** Midpoints of MONTHLY_BUDGETS (£/month). The open top band is taken as £15,000. */
export const MONTHLY_BUDGET_MIDPOINTS: Readonly<Record<string, number>> = {
  'under-500': 250,
  '500-1000': 750,
  '1000-2500': 1750,
  '2500-5000': 3750,
  '5000-10000': 7500,
  'over-10000': 15000,
};

/** Lower bounds of MONTHLY_BUDGETS, to place a request's figure in a band. */
const MONTHLY_BANDS: readonly (readonly [string, number])[] = [
  ['over-10000', 10000],
  ['5000-10000', 5000],
  ['2500-5000', 2500],
  ['1000-2500', 1000],
  ['500-1000', 500],
  ['under-500', 0],
];

/**
 * The older BUDGET_RANGES field, used when a profile has no monthly budget: its midpoint and the
 * MONTHLY_BUDGETS band it lies inside (none for the open '1000+').
 */
export const BUDGET_RANGE_FALLBACK: Readonly<Record<string, { readonly midpoint: number; readonly band: string | undefined }>> = {
  'under-200': { midpoint: 100, band: 'under-500' },
  '200-500': { midpoint: 350, band: 'under-500' },
  '500-1000': { midpoint: 750, band: '500-1000' },
  '1000+': { midpoint: 1500, band: undefined },
};
/** The coarser field is a vaguer statement of the same fact. */
export const BUDGET_RANGE_CONFIDENCE = 0.75;
/** A one-off budget without campaign dates is taken as one month's spend, with less confidence. */
export const UNDATED_ONE_OFF_CONFIDENCE = 0.75;
const DAYS_PER_MONTH = 30.44;

export interface MonthlyBudget {
  /** £ per month. */
  readonly monthly: number;
  readonly confidence: number;
  /** The MONTHLY_BUDGETS band the figure is known to lie in, for reasons. */
  readonly band: string | undefined;
}

/** The MONTHLY_BUDGETS band of an amount. */
export function monthlyBandOf(amount: number): string {
  for (const [band, lower] of MONTHLY_BANDS) if (amount >= lower) return band;
  return 'under-500';
}

/** A profile's monthly budget: the monthly band, else the budget range, else unknown. */
export function profileBudget(profile: ProfileFacts): MonthlyBudget | undefined {
  const monthly = profile.monthlyBudget ? MONTHLY_BUDGET_MIDPOINTS[profile.monthlyBudget] : undefined;
  if (monthly !== undefined) return { monthly, confidence: 1, band: profile.monthlyBudget! };
  const range = profile.budgetRange ? BUDGET_RANGE_FALLBACK[profile.budgetRange] : undefined;
  if (range) return { monthly: range.midpoint, confidence: BUDGET_RANGE_CONFIDENCE, band: range.band };
  return undefined;
}

/** A request's budget per month: the middle of min..max, a one-off spread over the campaign's months. */
export function requestBudget(request: MatchRequest): MonthlyBudget | undefined {
  const budget = request.budget;
  if (!budget) return undefined;
  const amounts = [budget.min, budget.max].filter((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);
  if (amounts.length === 0) return undefined;
  const total = amounts.reduce((a, b) => a + b, 0) / amounts.length;
  if (budget.period !== 'one-off') return { monthly: total, confidence: 1, band: monthlyBandOf(total) };
  const months = campaignMonths(request.startDate, request.endDate);
  const monthly = total / (months ?? 1);
  return { monthly, confidence: months === undefined ? UNDATED_ONE_OFF_CONFIDENCE : 1, band: monthlyBandOf(monthly) };
}

/** Whole campaign length in months (at least 1); undefined without valid dates. */
export function campaignMonths(start: string | null | undefined, end: string | null | undefined): number | undefined {
  if (!start || !end) return undefined;
  const from = Date.parse(start);
  const to = Date.parse(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return undefined;
  return Math.max(1, (to - from) / 86_400_000 / DAYS_PER_MONTH);
}

/** The wanting side's share of a joint budget, in (0, 1); 0.5 when missing or out of range. */
export function shareOf(request: MatchRequest | undefined): number {
  const share = request?.budget?.requesterShare;
  return typeof share === 'number' && share > 0 && share < 1 ? share : 0.5;
}

export interface BudgetFacts {
  readonly monthly: number | undefined;
  readonly partnerMonthly: number | undefined;
  /** This side's share of the joint budget (0.5 = 50-50). */
  readonly share: number;
  /** The MONTHLY_BUDGETS band both budgets lie in, when they do. */
  readonly sharedBand: string | undefined;
}

/**
 * The partner carries (1 - share) of a campaign this side carries `share` of: with a 50-50 split
 * the partner should spend what this side spends. Value = smaller / larger of the partner's
 * budget and that expectation. Unknown on either side = no confidence.
 */
export function budgetFit(own: MonthlyBudget | undefined, partner: MonthlyBudget | undefined, share = 0.5): ComponentScore<BudgetFacts> {
  if (!own || !partner) {
    return { value: 0, confidence: 0, facts: { monthly: own?.monthly, partnerMonthly: partner?.monthly, share, sharedBand: undefined } };
  }
  const expected = (own.monthly * (1 - share)) / share;
  const value = Math.min(expected, partner.monthly) / Math.max(expected, partner.monthly);
  const sharedBand = own.band !== undefined && own.band === partner.band ? own.band : undefined;
  return { value, confidence: own.confidence * partner.confidence, facts: { monthly: own.monthly, partnerMonthly: partner.monthly, share, sharedBand } };
}
