// Option lists of the co-marketing request form.
import { type Option } from './option';

export const CAMPAIGN_TYPES = [
  { value: 'social-media', label: 'Social Media Cross-Promotion' },
  { value: 'email', label: 'Joint Email Campaigns' },
  { value: 'events', label: 'Collaborative Events' },
  { value: 'content', label: 'Content Marketing Partnership' },
  { value: 'advertising', label: 'Shared Advertising' },
  { value: 'promotions', label: 'Joint Promotions & Bundles' },
  { value: 'leaflet', label: 'Leaflet Distribution' },
] as const satisfies readonly Option[];

export const REQUEST_GOALS = [
  { value: 'brand-awareness', label: 'Brand Awareness' },
  { value: 'lead-generation', label: 'Lead Generation' },
  { value: 'sales-increase', label: 'Sales Increase' },
  { value: 'customer-acquisition', label: 'Customer Acquisition' },
  { value: 'social-growth', label: 'Social Media Growth' },
  { value: 'market-expansion', label: 'Market Expansion' },
] as const satisfies readonly Option[];

export const CAMPAIGN_DURATIONS = [
  { value: '1-week', label: '1 Week' },
  { value: '2-weeks', label: '2 Weeks' },
  { value: '1-month', label: '1 Month' },
  { value: '2-months', label: '2 Months' },
  { value: '3-months', label: '3 Months' },
  { value: 'ongoing', label: 'Ongoing' },
] as const satisfies readonly Option[];

/** Among the partner industries: no preference, whatever else is ticked (as matching reads it). */
export const ANY_PARTNER_INDUSTRY = 'Any Industry';

export const PARTNER_INDUSTRIES = [
  'Retail',
  'Food & Beverage',
  'Health & Wellness',
  'Technology',
  'Professional Services',
  'Beauty & Personal Care',
  'Fitness & Sports',
  'Education',
  ANY_PARTNER_INDUSTRY,
] as const;

export const PARTNER_SIZES = [
  { value: 'micro', label: 'Micro (1-9)' },
  { value: 'small', label: 'Small (10-49)' },
  { value: 'medium', label: 'Medium (50-249)' },
  { value: 'any', label: 'Any size' },
] as const satisfies readonly Option[];

export const PARTNER_LOCATIONS = [
  { value: 'same-city', label: 'Same city' },
  { value: 'same-region', label: 'Same region' },
  { value: 'uk', label: 'Anywhere in the UK' },
  { value: 'international', label: 'International' },
] as const satisfies readonly Option[];

export const BUDGET_SPLITS = ['50-50', '60-40', 'custom'] as const;
export const DEFAULT_BUDGET_SPLIT = '50-50' satisfies (typeof BUDGET_SPLITS)[number];
export const MIN_REQUEST_BUDGET = 100;
export const DEFAULT_REQUEST_BUDGET = 1000;
