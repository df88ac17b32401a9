import { z } from 'zod';
import { BUDGET_SPLITS } from '../options/request-options';
import { RESPONSE_MESSAGE_MAX } from './partner-match.texts';

export const MATCH_STATUSES = ['pending', 'accepted', 'rejected', 'expired', 'approved', 'active'] as const;
export const MATCH_TYPES = ['auto', 'manual', 'premium'] as const;
export const MATCH_PRIORITIES = ['high', 'medium', 'low'] as const;

/**
 * `GET /api/auto-matches/:requestId`: scores as fractions, best first. `request` is the matched
 * business's own latest campaign (the "other party's campaign" of the success screen), null when
 * it has filed none.
 */
export const autoMatchesSchema = z.object({
  /**
   * True until the matching service has run for this request (ours: the specification's client
   * guessed). 'No Automatic Matches Found' is only said once it is false and the list is empty.
   */
  searching: z.boolean(),
  /** Every business found to fit the request (at most 10): the panel's list. */
  totalMatches: z.number().int().nonnegative(),
  /**
   * Ours: how many of them became partner matches (the best, at most 3), which is what Partner
   * Matches and the new-matches notification count. Fewer when a pair was matched meanwhile.
   */
  partnerMatches: z.number().int().nonnegative().optional(),
  /**
   * Ours: the partner industries the request asked for and what became of them, so the owner is
   * told when none could be suggested, and why. Null (or absent) when it asked for none, or before
   * matching has run.
   */
  partnerIndustries: z
    .object({
      /** The form's labels, as chosen ('Food & Beverage'). */
      asked: z.array(z.string()),
      /** Of the businesses found, how many are in them (they come first). */
      matched: z.number().int().nonnegative(),
      /** Businesses in them within reach of the request (its location preference and both radii). */
      withinReach: z.number().int().nonnegative(),
      /** Of those, how many were already matched with the owner, declined in the last 90 days, or prefer other partners. */
      unavailable: z.number().int().nonnegative(),
      /** Of those, how many fit the campaign too little to be suggested. */
      belowThreshold: z.number().int().nonnegative(),
    })
    .nullable()
    .optional(),
  topMatches: z.array(
    z.object({
      matchScore: z.number().min(0).max(1),
      matchReasons: z.array(z.string()),
      business: z.object({ id: z.string().uuid(), businessName: z.string(), industry: z.string(), location: z.string(), description: z.string().nullable() }),
      request: z.object({ title: z.string(), campaignTypes: z.array(z.string()), goals: z.array(z.string()) }).nullable(),
      /** Ours: in one of the partner industries the request asked for. */
      askedFor: z.boolean().optional(),
      /** Ours: the owner's partner match with this business for this request, when it became one. */
      partnerMatchId: z.string().uuid().nullable().optional(),
    }),
  ),
});
export type AutoMatches = z.infer<typeof autoMatchesSchema>;

/** One side of a partner match, as its owner sees it: the other business is "partner". */
export const partnerMatchSchema = z.object({
  id: z.string().uuid(),
  requestId: z.string().uuid().nullable(),
  partnerBusinessId: z.string().uuid(),
  partnerBusinessName: z.string(),
  partnerIndustry: z.string(),
  partnerLocation: z.string(),
  partnerCompanySize: z.string().nullable(),
  partnerDescription: z.string().nullable(),
  partnerWebsite: z.string().nullable(),
  matchScore: z.number().int().min(0).max(100),
  matchReason: z.string(),
  matchReasons: z.array(z.string()),
  matchType: z.enum(MATCH_TYPES),
  priority: z.enum(MATCH_PRIORITIES),
  status: z.enum(MATCH_STATUSES),
  isViewed: z.boolean(),
  expiresAt: z.string().nullable(),
  responseDate: z.string().nullable(),
  responseMessage: z.string().nullable(),
  adminNotes: z.string().nullable(),
  /**
   * Ours: the other side's answer, once it has given one. A decline closes the pair for both:
   * this side's match is then 'rejected' too, though its owner never declined (the UI says
   * 'Partner declined').
   */
  partnerResponse: z.object({ status: z.enum(['accepted', 'rejected']), message: z.string().nullable(), date: z.string() }).nullable(),
  /** Ours: the request the partner filed that this match answers; null when it answers yours, or staff made it. */
  partnerRequest: z
    .object({
      title: z.string(),
      campaignTypes: z.array(z.string()),
      goals: z.array(z.string()),
      duration: z.string().nullable(),
      budgetSplit: z.enum(BUDGET_SPLITS),
      partnerRequirements: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerMatch = z.infer<typeof partnerMatchSchema>;

export const respondToMatchSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: "Status must be 'accepted' or 'rejected'" }),
  message: z.string().trim().max(RESPONSE_MESSAGE_MAX, `Keep the message to ${RESPONSE_MESSAGE_MAX} characters.`).optional(),
  userId: z.unknown().optional(),
});
export type RespondToMatch = z.infer<typeof respondToMatchSchema>;


/** The four groups the owner's filters and tabs use; approved and active partnerships count as accepted. */
export const MATCH_STATUS_GROUPS = ['pending', 'accepted', 'declined', 'expired'] as const;
export type MatchStatusGroup = (typeof MATCH_STATUS_GROUPS)[number];
export const MATCH_LIST_TABS = ['all', 'pending', 'accepted', 'declined'] as const;
export const PARTNER_MATCH_PAGE_SIZE = 20;
/** Longest search of the partner matches screen. */
export const MATCH_SEARCH_MAX = 100;

/**
 * Ours: `GET /api/partner-matches/page`, the partner matches screen's list one page at a time,
 * filtered and counted on the server (the list the spec's client reads stops at 200).
 */
export const partnerMatchPageQuerySchema = z.object({
  /** Only the matches of this request of the owner's. */
  requestId: z.string().uuid('Unknown request').optional(),
  status: z.enum(['all', ...MATCH_STATUS_GROUPS], { error: 'Status must be all, pending, accepted, declined or expired' }).default('all'),
  tab: z.enum(MATCH_LIST_TABS, { error: 'Tab must be all, pending, accepted or declined' }).default('all'),
  /** Over the partner's name, industry and location. */
  search: z.string().trim().max(MATCH_SEARCH_MAX, `Search must be at most ${MATCH_SEARCH_MAX} characters`).optional().transform((s) => s || undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PARTNER_MATCH_PAGE_SIZE),
});
export type PartnerMatchPageQuery = z.infer<typeof partnerMatchPageQuerySchema>;

const count = z.number().int().nonnegative();
export const partnerMatchPageSchema = z.object({
  /** The page: newest first, in the open tab, after the search and status filter. */
  rows: z.array(partnerMatchSchema),
  /** Matches in the open tab after the filters (what the pages cover). */
  total: count,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** The stat cards: every match in scope (all, or the request's), whatever the filters. */
  stats: z.object({ total: count, pending: count, accepted: count, successRate: z.number().int().min(0).max(100) }),
  /** Each tab's count after the search and status filter. */
  tabCounts: z.object({ all: count, pending: count, accepted: count, declined: count }),
});
export type PartnerMatchPage = z.infer<typeof partnerMatchPageSchema>;
