// The facts scoring reads. Option fields are the option *values* of @comarketing/contracts
// ('fitness-wellness', '25-40', ...) typed as strings, because the read model stores what the
// events carried: a value scoring does not know is treated as missing data, never as a match.

/** A business as matching keeps it (the `business.*` read model) plus where it is. */
export interface ProfileFacts {
  readonly businessId: string;
  readonly userId: string;
  readonly businessName: string;
  /** INDUSTRIES value. */
  readonly industry: string;
  readonly description?: string | null;
  /** Free text the owner typed ("Ancoats, Manchester"); not used for distance. */
  readonly location?: string | null;
  readonly postcode: string;
  /** Miles; 999 (NATIONWIDE_RADIUS) = nationwide; missing = DEFAULT_RADIUS. */
  readonly radius?: number | null;
  /** COMPANY_SIZES value: 1-5, 6-20, 21-50, 51-100, 100+. */
  readonly companySize?: string | null;
  /** MONTHLY_BUDGETS value. */
  readonly monthlyBudget?: string | null;
  /** PREFERRED_CHANNELS values. */
  readonly preferredChannels?: readonly string[] | null;
  /** CAMPAIGN_GOALS values (the profile's vocabulary, not the request's). */
  readonly campaignGoals?: readonly string[] | null;
  /** CUSTOMER_TYPES value: b2c, b2b, both. */
  readonly customerType?: string | null;
  /** TARGET_AGE_RANGES value. */
  readonly targetAgeRange?: string | null;
  /** Free text: "Local", "Manchester", "UK-wide". */
  readonly targetLocation?: string | null;
  /** BUDGET_RANGES value (the older, coarser monthly budget field). */
  readonly budgetRange?: string | null;
  /** COLLABORATION_PREFERENCES value. */
  readonly collaborationPreference?: string | null;
  readonly verified: boolean;
  /** False when the owner's account is not active (suspended, deleted); missing = active. */
  readonly ownerActive?: boolean | null;
  /** From the outcode table; all undefined (or null) when the outward code is unknown. */
  readonly latitude?: number | null;
  readonly longitude?: number | null;
  readonly town?: string | null;
  readonly region?: string | null;
  readonly ukRegion?: string | null;
}

/** A business considered as a partner: the same facts. */
export type Candidate = ProfileFacts;

export interface MatchBudget {
  readonly min: number;
  readonly max: number;
  /** 'monthly' (default) or 'one-off' (spread over the campaign's months). */
  readonly period?: string | null;
  /**
   * The requester's share of the joint budget, in (0, 1); 0.5 (a 50-50 split) when missing.
   * The request form has no split yet; BUDGET_SPLITS in the contracts lists '50-50' and '60-40'.
   */
  readonly requesterShare?: number | null;
}

/** A co-marketing request (`request.created`), as scoring reads it. */
export interface MatchRequest {
  /** CAMPAIGN_TYPES values. */
  readonly campaignTypes: readonly string[];
  /** REQUEST_GOALS values (the request's vocabulary). */
  readonly goals: readonly string[];
  readonly budget?: MatchBudget | null;
  /** YYYY-MM-DD. */
  readonly startDate?: string | null;
  readonly endDate?: string | null;
  readonly idealPartner?: {
    /** PARTNER_INDUSTRIES labels ('Food & Beverage'); empty or 'Any Industry' = no preference. */
    readonly industries?: readonly string[] | null;
    /** PARTNER_SIZES value: micro, small, medium, any. */
    readonly size?: string | null;
    /** PARTNER_LOCATIONS value: same-city, same-region, uk, international. */
    readonly location?: string | null;
  } | null;
  readonly description?: string | null;
}

export type ComponentName = 'industry' | 'proximity' | 'audience' | 'goals' | 'channels' | 'budget' | 'size';

/**
 * One component of a one-way score. `value` is how well the pair fits on what is known, and
 * `confidence` how much of it is known; the component adds weight x value x confidence, so a
 * component without data adds nothing (missing data never raises a score).
 */
export interface ComponentScore<F> {
  readonly value: number;
  readonly confidence: number;
  readonly facts: F;
}
