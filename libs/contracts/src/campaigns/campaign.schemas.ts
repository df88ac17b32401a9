import { z } from 'zod';
import { calendarDay } from '../input/calendar-day';
import { BUDGET_SPLITS } from '../options/request-options';
import { CAMPAIGN_RESULT_LIMITS, CAMPAIGN_TEXT, COMMITMENT_MAX, COMMITMENTS_PER_PARTNER, OUTCOME_NOTE_MAX, VOUCHER_ALPHABET, VOUCHER_CODE_LENGTH } from './campaign.texts';

/**
 * A campaign's life: `draft` while the partners agree the plan, `scheduled` when all have confirmed
 * and the start date is still ahead, `active` from the start date, `completed` after the end date or
 * when a partner ends it early.
 */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** One partner of a campaign as every partner sees it; `isYou` marks the reader's own business. */
export const campaignPartnerSchema = z.object({
  businessId: z.string().uuid(),
  businessName: z.string(),
  industry: z.string(),
  location: z.string(),
  isYou: z.boolean(),
  /** Percent of the budget this partner pays. */
  sharePercent: z.number().min(0).max(100),
  /** Pounds of the budget this partner pays (budget × share). */
  plannedShare: z.number().nonnegative(),
  commitments: z.array(z.string()),
  confirmed: z.boolean(),
  voucherCode: z.string(),
  /** Pounds spent so far. */
  spend: z.number().nonnegative(),
  reach: z.number().int().nonnegative(),
  engagements: z.number().int().nonnegative(),
  /** Voucher redemptions of this partner's code. */
  redemptions: z.number().int().nonnegative(),
});
export type CampaignPartner = z.infer<typeof campaignPartnerSchema>;

export const campaignSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(['pair', 'group']),
  title: z.string(),
  description: z.string().nullable(),
  campaignTypes: z.array(z.string()),
  goals: z.array(z.string()),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Pounds planned for the whole campaign. */
  budget: z.number().nonnegative(),
  budgetSplit: z.enum(BUDGET_SPLITS),
  status: z.enum(CAMPAIGN_STATUSES),
  endedEarly: z.boolean(),
  outcomeNote: z.string().nullable(),
  /**
   * Partners whose business was erased: their side (commitments, spend, results, voucher code) went
   * with them, and `partners` lists those who remain. Nothing about who they were is kept. Zero
   * when absent: a BFF deployed before the matching service still reads its campaigns.
   */
  formerPartners: z.number().int().nonnegative().default(0),
  partners: z.array(campaignPartnerSchema),
  createdAt: z.string(),
  activatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** The owner's figures over their campaigns, worked out by the server (see campaign-stats in matching). */
export const campaignStatsSchema = z.object({
  activeCampaigns: z.number().int().nonnegative(),
  /** People reached by all partners of the owner's running and finished campaigns. */
  totalReach: z.number().int().nonnegative(),
  /**
   * Pounds spent by all partners, and pounds planned, over running and finished campaigns; a partner
   * who left takes both their spend and their planned share out.
   */
  budgetSpent: z.number().nonnegative(),
  budgetPlanned: z.number().nonnegative(),
  /** Engagements over reach, as a fraction; null when nothing has been reached yet. */
  engagementRate: z.number().nonnegative().nullable(),
  /** Pounds the other partners spent on the owner's campaigns: what sharing saved the owner. */
  costSavings: z.number().nonnegative(),
  counts: z.object({ active: z.number().int().nonnegative(), completed: z.number().int().nonnegative(), drafts: z.number().int().nonnegative() }),
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

/** `GET /api/campaigns`. */
export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema), stats: campaignStatsSchema });
export type CampaignList = z.infer<typeof campaignListSchema>;

const pounds = z
  .number({ error: 'Enter an amount in pounds' })
  .nonnegative('Amounts cannot be negative')
  .max(CAMPAIGN_RESULT_LIMITS.spend, CAMPAIGN_TEXT.spendTooHigh)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use pounds and pence');
const count = (what: string) => z.number({ error: `Enter the ${what} as a number` }).int(`Enter the ${what} as a whole number`).nonnegative(`The ${what} cannot be negative`);

/** `PUT /api/campaigns/:id/plan`: the budget, split and dates, while a draft (every confirmation is reset). */
export const campaignPlanSchema = z
  .object({
    budget: z.number({ error: 'Enter the budget in pounds' }).int('Enter the budget in whole pounds').nonnegative().max(10_000_000),
    budgetSplit: z.enum(BUDGET_SPLITS),
    /** For 'custom': each partner's percent, by business id. */
    shares: z.record(z.string().uuid(), z.number().min(0).max(100)).optional(),
    startDate: calendarDay().nullable(),
    endDate: calendarDay().nullable(),
  })
  .refine((p) => !p.startDate || !p.endDate || p.startDate <= p.endDate, { message: CAMPAIGN_TEXT.datesOrder, path: ['endDate'] });
export type CampaignPlan = z.infer<typeof campaignPlanSchema>;

/** `PUT /api/campaigns/:id/commitments`: the reader's own task list (every confirmation is reset). */
export const campaignCommitmentsSchema = z.object({
  commitments: z
    .array(z.string().trim().min(1, 'A commitment cannot be blank').max(COMMITMENT_MAX, `Keep each commitment to ${COMMITMENT_MAX} characters`))
    .max(COMMITMENTS_PER_PARTNER, `At most ${COMMITMENTS_PER_PARTNER} commitments`),
});
export type CampaignCommitments = z.infer<typeof campaignCommitmentsSchema>;

/**
 * `PUT /api/campaigns/:id/results`: the reader's own totals so far, within what a small business's
 * campaign reaches (the service also holds spend to the campaign's budget).
 */
export const campaignResultsSchema = z
  .object({ spend: pounds, reach: count('reach').max(CAMPAIGN_RESULT_LIMITS.reach, CAMPAIGN_TEXT.reachTooHigh), engagements: count('engagements') })
  .refine((r) => r.engagements <= r.reach, { message: CAMPAIGN_TEXT.engagementsOverReach, path: ['engagements'] });
export type CampaignResults = z.infer<typeof campaignResultsSchema>;

const outcomeNote = z.string().trim().min(1, CAMPAIGN_TEXT.outcomeNoteRequired).max(OUTCOME_NOTE_MAX, CAMPAIGN_TEXT.outcomeNoteTooLong);

/** `POST /api/campaigns/:id/end`: ends a running campaign early with a short outcome note. */
export const endCampaignSchema = z.object({ outcomeNote });
export type EndCampaign = z.infer<typeof endCampaignSchema>;

/**
 * `PUT /api/campaigns/:id/outcome`: either partner writes or rewrites a completed campaign's outcome
 * note. `previousOutcomeNote` is the note as the writer last read it (null: none yet): when the
 * other partner changed it meanwhile, the write is refused (409) rather than overwriting a note
 * the writer never saw.
 */
export const campaignOutcomeSchema = z.object({ outcomeNote, previousOutcomeNote: z.string().nullable() });
export type CampaignOutcome = z.infer<typeof campaignOutcomeSchema>;

/** `POST /api/campaigns/:id/redemptions`: a customer brought a partner's voucher code. */
export const redeemVoucherSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((c) => c.toUpperCase().replace(/[\s-]/g, ''))
    .pipe(z.string().length(VOUCHER_CODE_LENGTH, `A voucher code has ${VOUCHER_CODE_LENGTH} characters`).regex(new RegExp(`^[${VOUCHER_ALPHABET}]+$`), 'That is not a voucher code')),
});
export type RedeemVoucher = z.infer<typeof redeemVoucherSchema>;
