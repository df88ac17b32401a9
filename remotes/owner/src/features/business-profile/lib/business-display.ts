import {
  BUDGET_RANGES,
  CAMPAIGN_FREQUENCIES,
  CAMPAIGN_GOALS,
  COLLABORATION_PREFERENCES,
  CUSTOMER_TYPES,
  INDUSTRIES,
  labelOf,
  MONTHLY_BUDGETS,
  NATIONWIDE_RADIUS,
  PREFERRED_CHANNELS,
  TARGET_AGE_RANGES,
  type Option,
} from '@comarketing/contracts';

export const NOT_SPECIFIED = 'Not specified';

/** The label of an optional value, or 'Not specified'. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  return value ? labelOf(options, value) : NOT_SPECIFIED;
}

/** 999 reads 'Nationwide', anything else 'N miles'. */
export function radiusLabel(radius: number): string {
  return radius === NATIONWIDE_RADIUS ? 'Nationwide' : `${radius} miles`;
}

export function companySizeLabel(size: string | null | undefined): string {
  return size ? `${size} employees` : NOT_SPECIFIED;
}

/** Only our own uploads are shown as images (same origin, '/objects/uploads/<id>'). */
export function isUploadedImagePath(path: string | null | undefined): path is string {
  return typeof path === 'string' && /^\/objects\/uploads\/[\w-]+$/.test(path);
}

/** Only http(s) addresses become links. */
export function isWebAddress(url: string | null | undefined): url is string {
  return typeof url === 'string' && /^https?:\/\//i.test(url);
}

export const LABELS = {
  industry: (value: string) => labelOf(INDUSTRIES, value),
  monthlyBudget: (value: string | null) => optionLabel(MONTHLY_BUDGETS, value),
  channel: (value: string) => labelOf(PREFERRED_CHANNELS, value),
  goal: (value: string) => labelOf(CAMPAIGN_GOALS, value),
  customerType: (value: string | null) => optionLabel(CUSTOMER_TYPES, value),
  budgetRange: (value: string | null) => optionLabel(BUDGET_RANGES, value),
  collaborationPreference: (value: string | null) => optionLabel(COLLABORATION_PREFERENCES, value),
  campaignFrequency: (value: string | null) => optionLabel(CAMPAIGN_FREQUENCIES, value),
  targetAgeRange: (value: string | null) => optionLabel(TARGET_AGE_RANGES, value),
};
