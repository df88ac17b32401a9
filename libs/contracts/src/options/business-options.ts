// Option lists of the business profile, exactly as the specification lists them. Labels the spec
// leaves out are the value in plain English.
import { type Option } from './option';

export const INDUSTRIES = [
  { value: 'retail', label: 'Retail' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'professional-services', label: 'Professional Services' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'technology', label: 'Technology' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'construction', label: 'Construction' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'education', label: 'Education' },
  { value: 'finance', label: 'Finance' },
  { value: 'real-estate', label: 'Real Estate' },
  { value: 'food-beverage', label: 'Food & Beverage' },
  { value: 'fitness-wellness', label: 'Fitness & Wellness' },
  { value: 'beauty-personal-care', label: 'Beauty & Personal Care' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const NATIONWIDE_RADIUS = 999;
export const DEFAULT_RADIUS = 10;

export const RADIUS_OPTIONS = [
  { value: 5, label: '5 miles' },
  { value: 10, label: '10 miles' },
  { value: 25, label: '25 miles' },
  { value: 50, label: '50 miles' },
  { value: 100, label: '100 miles' },
  { value: NATIONWIDE_RADIUS, label: 'Nationwide' },
] as const satisfies readonly Option<number>[];

export const COMPANY_SIZES = [
  { value: '1-5', label: '1-5' },
  { value: '6-20', label: '6-20' },
  { value: '21-50', label: '21-50' },
  { value: '51-100', label: '51-100' },
  { value: '100+', label: '100+' },
] as const satisfies readonly Option[];

export const MONTHLY_BUDGETS = [
  { value: 'under-500', label: 'Under £500' },
  { value: '500-1000', label: '£500-1,000' },
  { value: '1000-2500', label: '£1,000-2,500' },
  { value: '2500-5000', label: '£2,500-5,000' },
  { value: '5000-10000', label: '£5,000-10,000' },
  { value: 'over-10000', label: 'Over £10,000' },
] as const satisfies readonly Option[];

export const PREFERRED_CHANNELS = [
  { value: 'flyers', label: 'Flyers / Leaflet Distribution' },
  { value: 'billboards', label: 'Billboards / Outdoor Ads' },
  { value: 'social-media', label: 'Social Media Ads' },
  { value: 'search-ads', label: 'Search Ads' },
  { value: 'radio', label: 'Radio / Local Media' },
  { value: 'events', label: 'Events & Pop-ups' },
  { value: 'influencer', label: 'Influencer Marketing' },
  { value: 'email-sms', label: 'Email / SMS Campaigns' },
] as const satisfies readonly Option[];

export const TARGET_AGE_RANGES = [
  { value: '18-24', label: '18-24' },
  { value: '25-40', label: '25-40' },
  { value: '40+', label: '40+' },
  { value: 'all-ages', label: 'All ages' },
] as const satisfies readonly Option[];

export const CUSTOMER_TYPES = [
  { value: 'b2c', label: 'General Consumers' },
  { value: 'b2b', label: 'Other Businesses' },
  { value: 'both', label: 'Both' },
] as const satisfies readonly Option[];

export const CAMPAIGN_GOALS = [
  { value: 'brand-awareness', label: 'Brand Awareness' },
  { value: 'customer-footfall', label: 'Customer Footfall' },
  { value: 'lead-generation', label: 'Lead Generation' },
  { value: 'online-sales', label: 'Online Sales Growth' },
  { value: 'event-promotion', label: 'Event Promotion' },
  { value: 'seasonal-offers', label: 'Seasonal Offers / Discounts' },
] as const satisfies readonly Option[];

export const BUDGET_RANGES = [
  { value: 'under-200', label: 'Under £200/month' },
  { value: '200-500', label: '£200-500/month' },
  { value: '500-1000', label: '£500-1,000/month' },
  { value: '1000+', label: '£1,000+/month' },
] as const satisfies readonly Option[];

export const COLLABORATION_PREFERENCES = [
  { value: 'any', label: 'Open to any SME collaboration' },
  { value: 'same-industry', label: 'Same industry' },
  { value: 'complementary', label: 'Complementary industries' },
  { value: 'automatic', label: 'Happy to be matched automatically' },
] as const satisfies readonly Option[];

export const CAMPAIGN_FREQUENCIES = [
  { value: 'one-time', label: 'One-time' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'seasonal', label: 'Seasonal / quarterly' },
  { value: 'ongoing', label: 'Ongoing subscription' },
] as const satisfies readonly Option[];

export type Industry = (typeof INDUSTRIES)[number]['value'];
