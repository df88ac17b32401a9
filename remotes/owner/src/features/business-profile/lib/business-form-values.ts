import { DEFAULT_RADIUS, type Business, type BusinessFormInput } from '@comarketing/contracts';

/** What the form holds: text for every single value, arrays for the two lists. */
export interface BusinessFormValues {
  logo: string;
  businessName: string;
  industry: string;
  description: string;
  location: string;
  postcode: string;
  radius: string;
  phone: string;
  website: string;
  companySize: string;
  monthlyBudget: string;
  preferredChannels: string[];
  campaignGoals: string[];
  customerType: string;
  budgetRange: string;
  collaborationPreference: string;
  campaignFrequency: string;
  targetAudience: string;
  targetAgeRange: string;
  targetLocation: string;
}

export const EMPTY_BUSINESS_FORM: BusinessFormValues = {
  logo: '',
  businessName: '',
  industry: '',
  description: '',
  location: '',
  postcode: '',
  radius: String(DEFAULT_RADIUS),
  phone: '',
  website: '',
  companySize: '',
  monthlyBudget: '',
  preferredChannels: [],
  campaignGoals: [],
  customerType: '',
  budgetRange: '',
  collaborationPreference: '',
  campaignFrequency: '',
  targetAudience: '',
  targetAgeRange: '',
  targetLocation: '',
};

/** The saved business as form values (absent values become empty text). */
export function formValuesFrom(business: Business | null | undefined): BusinessFormValues {
  if (!business) return { ...EMPTY_BUSINESS_FORM, preferredChannels: [], campaignGoals: [] };
  const text = (value: string | null | undefined) => value ?? '';
  return {
    logo: text(business.logo),
    businessName: business.businessName,
    industry: business.industry,
    description: text(business.description),
    location: business.location,
    postcode: business.postcode,
    radius: String(business.radius ?? DEFAULT_RADIUS),
    phone: text(business.phone),
    website: text(business.website),
    companySize: text(business.companySize),
    monthlyBudget: text(business.monthlyBudget),
    preferredChannels: [...business.preferredChannels],
    campaignGoals: [...business.campaignGoals],
    customerType: text(business.customerType),
    budgetRange: text(business.budgetRange),
    collaborationPreference: text(business.collaborationPreference),
    campaignFrequency: text(business.campaignFrequency),
    targetAudience: text(business.targetAudience),
    targetAgeRange: text(business.targetAgeRange),
    targetLocation: text(business.targetLocation),
  };
}

const REQUIRED_FIELDS = ['businessName', 'industry', 'location', 'postcode'] as const;

/** The specification's save check: business name, industry, location and postcode, non-blank. */
export function missingRequiredFields(values: BusinessFormValues): (typeof REQUIRED_FIELDS)[number][] {
  return REQUIRED_FIELDS.filter((field) => values[field].trim() === '');
}

/**
 * The request body: radius as a number (10 when it is not one), lists as arrays (the API also
 * takes the spec's JSON text), everything else as typed; the server trims, checks and normalises.
 */
export function toBusinessPayload(values: BusinessFormValues): BusinessFormInput {
  const radius = Number.parseInt(values.radius, 10);
  return {
    ...values,
    radius: Number.isFinite(radius) ? radius : DEFAULT_RADIUS,
  } as BusinessFormInput;
}
