import {
  type BUDGET_SPLITS,
  type CAMPAIGN_DURATIONS,
  type CAMPAIGN_TYPES,
  type CreateRequest,
  DEFAULT_BUDGET_SPLIT,
  DEFAULT_REQUEST_BUDGET,
  MIN_REQUEST_BUDGET,
  type PARTNER_INDUSTRIES,
  type PARTNER_LOCATIONS,
  type PARTNER_SIZES,
  type REQUEST_GOALS,
  type REQUEST_VALIDATION,
} from '@comarketing/contracts';

export type CampaignType = (typeof CAMPAIGN_TYPES)[number]['value'];
export type RequestGoal = (typeof REQUEST_GOALS)[number]['value'];
export type PartnerIndustry = (typeof PARTNER_INDUSTRIES)[number];
export type PartnerSize = (typeof PARTNER_SIZES)[number]['value'];
export type PartnerLocation = (typeof PARTNER_LOCATIONS)[number]['value'];
export type BudgetSplit = (typeof BUDGET_SPLITS)[number];
export type CampaignDuration = (typeof CAMPAIGN_DURATIONS)[number]['value'];

/** Everything the form holds. */
export interface RequestFormValues {
  title: string;
  campaignTypes: CampaignType[];
  goals: RequestGoal[];
  description: string;
  /** As typed; read with `parseBudget`. */
  budget: string;
  budgetSplit: BudgetSplit;
  /** A CAMPAIGN_DURATIONS value, or '' when not set. */
  duration: CampaignDuration | '';
  startDate: string;
  endDate: string;
  partnerIndustries: PartnerIndustry[];
  partnerSize: PartnerSize;
  partnerLocation: PartnerLocation;
  partnerRequirements: string;
}

export function emptyRequestForm(): RequestFormValues {
  return {
    title: '',
    campaignTypes: [],
    goals: [],
    description: '',
    budget: String(DEFAULT_REQUEST_BUDGET),
    budgetSplit: DEFAULT_BUDGET_SPLIT,
    duration: '',
    startDate: '',
    endDate: '',
    partnerIndustries: [],
    partnerSize: 'any',
    partnerLocation: 'same-city',
    partnerRequirements: '',
  };
}

/** The budget as a whole number of pounds; anything that is not a number is 0. */
export function parseBudget(text: string): number {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : 0;
}

export type RequestProblem = keyof typeof REQUEST_VALIDATION;

/** The first failed check, in the specification's order, or null when the request may be sent. */
export function firstRequestProblem(values: RequestFormValues): RequestProblem | null {
  if (values.title.trim() === '') return 'title';
  if (values.campaignTypes.length === 0) return 'campaignTypes';
  if (values.goals.length === 0) return 'goals';
  if (values.description.trim() === '') return 'description';
  if (parseBudget(values.budget) < MIN_REQUEST_BUDGET) return 'budget';
  // 'YYYY-MM-DD' strings compare as dates.
  if (values.startDate && values.endDate && values.endDate < values.startDate) return 'endDate';
  return null;
}

/**
 * The body of `POST /api/co-marketing-requests`: the fields the specification sends, and ours (the
 * budget split, duration and additional requirements, which matched partners read).
 */
export function toCreateRequest(values: RequestFormValues, businessId: string): CreateRequest {
  const budget = parseBudget(values.budget);
  return {
    businessId,
    title: values.title.trim(),
    campaignTypes: values.campaignTypes,
    goals: values.goals,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    budgetRange: { min: budget, max: budget, period: 'monthly' },
    idealPartner: { industry: values.partnerIndustries, size: values.partnerSize, location: values.partnerLocation },
    description: values.description.trim(),
    budgetSplit: values.budgetSplit,
    duration: values.duration || null,
    partnerRequirements: values.partnerRequirements.trim() || null,
  };
}
