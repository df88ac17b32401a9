import { z } from 'zod';
import {
  BUDGET_RANGES,
  CAMPAIGN_FREQUENCIES,
  CAMPAIGN_GOALS,
  COLLABORATION_PREFERENCES,
  COMPANY_SIZES,
  CUSTOMER_TYPES,
  DEFAULT_RADIUS,
  INDUSTRIES,
  MONTHLY_BUDGETS,
  PREFERRED_CHANNELS,
  RADIUS_OPTIONS,
  TARGET_AGE_RANGES,
} from '../options/business-options';
import { type Option, optionValues } from '../options/option';
import { businessNameField } from '../input/name-fields';
import { normaliseUkPostcode } from './uk-postcode';
import { BUSINESS_TEXT } from './business.texts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, `Must be at most ${max} characters`).optional());
const optionalOption = <T extends readonly Option[]>(options: T, label: string) =>
  z.preprocess(blankToUndefined, z.enum(optionValues(options), { error: `Choose a valid ${label}` }).optional());

/** Lists arrive as arrays or, from the spec's client, as JSON text; both mean the same list. */
const optionList = <T extends readonly Option[]>(options: T, label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      return v;
    },
    z.array(z.enum(optionValues(options), { error: `Choose valid ${label}` }), { error: `${label} must be a list` }).max(options.length).transform((list) => [...new Set(list)]),
  );

const radiusValues = RADIUS_OPTIONS.map((o) => o.value) as number[];

/**
 * The business profile as the form and `POST/PUT /api/businesses` send it. Required: business
 * name, industry, location and a UK postcode (normalised to 'M1 1AE'). Radius falls back to 10.
 */
export const businessInputSchema = z.object({
  // Refused when it breaks the name rules, also when it was saved before them: partners see it and
  // get it by mail, so its owner fixes it at their next save.
  businessName: businessNameField({
    tooShort: BUSINESS_TEXT.requiredDescription,
    minLength: 1,
    tooLong: BUSINESS_TEXT.businessNameTooLong,
    address: BUSINESS_TEXT.businessNameAddress,
    digits: BUSINESS_TEXT.businessNameDigits,
    characters: BUSINESS_TEXT.businessNameCharacters,
  }),
  industry: z.enum(optionValues(INDUSTRIES), { error: BUSINESS_TEXT.requiredDescription }),
  description: optionalText(2000),
  location: z.string({ error: BUSINESS_TEXT.requiredDescription }).trim().min(1, BUSINESS_TEXT.requiredDescription).max(200, 'Location must be at most 200 characters'),
  postcode: z
    .string({ error: BUSINESS_TEXT.requiredDescription })
    .trim()
    .min(1, BUSINESS_TEXT.requiredDescription)
    .transform((v, ctx) => {
      const normalised = normaliseUkPostcode(v);
      if (!normalised) {
        ctx.addIssue({ code: 'custom', message: BUSINESS_TEXT.invalidPostcode });
        return z.NEVER;
      }
      return normalised;
    }),
  radius: z.preprocess(
    (v) => {
      const n = typeof v === 'string' ? Number.parseInt(v, 10) : v;
      return typeof n === 'number' && Number.isFinite(n) ? n : DEFAULT_RADIUS;
    },
    z.number().refine((n) => radiusValues.includes(n), 'Choose a radius from the list'),
  ),
  website: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(300)
      .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
      .pipe(z.string().url('Please enter a valid website address').refine((v) => /^https?:\/\//i.test(v), 'Please enter a valid website address'))
      .optional(),
  ),
  phone: z.preprocess(blankToUndefined, z.string().trim().max(30).regex(/^[0-9+()\-\s]{6,30}$/, 'Please enter a valid phone number').optional()),
  targetAudience: optionalText(1000),
  monthlyBudget: optionalOption(MONTHLY_BUDGETS, 'monthly budget'),
  companySize: optionalOption(COMPANY_SIZES, 'company size'),
  logo: z.preprocess(blankToUndefined, z.string().regex(/^\/objects\/uploads\/[0-9a-f-]{36}$/i, 'The logo must be an uploaded image').optional()),
  preferredChannels: optionList(PREFERRED_CHANNELS, 'preferred channels'),
  targetAgeRange: optionalOption(TARGET_AGE_RANGES, 'target age range'),
  targetLocation: optionalText(200),
  customerType: optionalOption(CUSTOMER_TYPES, 'customer type'),
  campaignGoals: optionList(CAMPAIGN_GOALS, 'campaign goals'),
  budgetRange: optionalOption(BUDGET_RANGES, 'budget range'),
  collaborationPreference: optionalOption(COLLABORATION_PREFERENCES, 'collaboration preference'),
  campaignFrequency: optionalOption(CAMPAIGN_FREQUENCIES, 'campaign frequency'),
  /** The spec's client sends it; the server ignores it (the owner is the session's user). */
  userId: z.unknown().optional(),
});
export type BusinessInput = z.infer<typeof businessInputSchema>;
export type BusinessFormInput = z.input<typeof businessInputSchema>;

/** A business as the API answers it: lists as arrays, absent optional fields as null. */
export const businessSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  businessName: z.string(),
  industry: z.enum(optionValues(INDUSTRIES)),
  description: z.string().nullable(),
  location: z.string(),
  postcode: z.string(),
  radius: z.number(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  targetAudience: z.string().nullable(),
  monthlyBudget: z.string().nullable(),
  companySize: z.string().nullable(),
  logo: z.string().nullable(),
  preferredChannels: z.array(z.string()),
  targetAgeRange: z.string().nullable(),
  targetLocation: z.string().nullable(),
  customerType: z.string().nullable(),
  campaignGoals: z.array(z.string()),
  budgetRange: z.string().nullable(),
  collaborationPreference: z.string().nullable(),
  campaignFrequency: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Business = z.infer<typeof businessSchema>;

/**
 * `GET /api/businesses/user/:userId`, the owner's own business: `null` while they have none yet.
 * 200 either way: an owner without a business profile is not an error (a 404 here was a red line
 * in the console of every new owner's pages). Creating and updating still answer the bare `Business`.
 */
export const myBusinessResponseSchema = z.object({ business: businessSchema.nullable() }).strict();
export type MyBusinessResponse = z.infer<typeof myBusinessResponseSchema>;
