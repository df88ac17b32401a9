import { z } from 'zod';
import {
  adminGroupListQuerySchema,
  adminMatchListQuerySchema,
  adminMatchMetricsSchema,
  adminMatchPageSchema,
  adminRequestListQuerySchema,
  adminRequestSchema,
  autoGenerateResultSchema,
  groupPartnershipPageSchema,
  groupPartnershipRequestSchema,
  manualMatchRequestSchema,
  ownerGroupSchema,
  pageOf,
  pairScoreRequestSchema,
  pairScoreSchema,
} from '../admin/admin.schemas';
import {
  campaignCommitmentsSchema,
  campaignListSchema,
  campaignOutcomeSchema,
  campaignPlanSchema,
  campaignResultsSchema,
  campaignSchema,
  endCampaignSchema,
  redeemVoucherSchema,
} from '../campaigns/campaign.schemas';
import { autoMatchesSchema, partnerMatchPageQuerySchema, partnerMatchPageSchema, partnerMatchSchema, respondToMatchSchema } from '../matching/partner-match.schemas';
import { createRequestSchema, marketingRequestSchema } from '../matching/request.schemas';
import { unreadCountSchema } from '../notifications/notification.schemas';
import { defineInternalApi, internalRoute } from './internal-route';

/** A request as staff's list has it from the matching service: the owner's e-mail is the accounts service's to add. */
export const adminRequestRowPageSchema = pageOf(adminRequestSchema.omit({ user: true }));
/** A manual match as written: the pair, and the match of each side. */
export const manualMatchCreatedSchema = z.object({ pairId: z.string().uuid(), matchIds: z.array(z.string().uuid()) });
export const groupCreatedSchema = z.object({ id: z.string().uuid() });

/**
 * The matching service's internal API (BFF -> matching): marketing requests, partner matches,
 * group partnerships, campaigns, staff's views of them, and a user's data export. `:userId` is
 * always the session's user, whose own rows alone the service answers with.
 */
export const matchingApi = defineInternalApi('matching', {
  // Marketing requests.
  /**
   * Files a request for the user's own business, as the service's read model of businesses has it
   * (a `businessId` that is not it is refused; none yet: 400, after a short wait for the profile
   * just saved to arrive).
   */
  createRequest: internalRoute({ method: 'POST', path: '/internal/users/:userId/requests', body: createRequestSchema, answer: marketingRequestSchema }),
  getAutoMatches: internalRoute({ method: 'GET', path: '/internal/users/:userId/requests/:requestId/auto-matches', answer: autoMatchesSchema }),

  // Partner matches.
  listPartnerMatches: internalRoute({ method: 'GET', path: '/internal/users/:userId/partner-matches', answer: z.array(partnerMatchSchema) }),
  /** One page of the partner matches screen, filtered, with its figures. */
  listPartnerMatchPage: internalRoute({ method: 'GET', path: '/internal/users/:userId/partner-matches/page', query: partnerMatchPageQuerySchema, answer: partnerMatchPageSchema }),
  /** Matches the user has not opened yet. */
  countUnviewedMatches: internalRoute({ method: 'GET', path: '/internal/users/:userId/partner-matches/unread-count', answer: unreadCountSchema }),
  readPartnerMatch: internalRoute({ method: 'GET', path: '/internal/users/:userId/partner-matches/:id', answer: partnerMatchSchema }),
  /** Marks the match opened. */
  viewMatch: internalRoute({ method: 'PUT', path: '/internal/users/:userId/partner-matches/:id/view', answer: partnerMatchSchema }),
  respondToMatch: internalRoute({ method: 'PUT', path: '/internal/users/:userId/partner-matches/:id/respond', body: respondToMatchSchema, answer: partnerMatchSchema }),

  // Group partnerships.
  /** The groups the user's business is in, with the other members. */
  listUserGroups: internalRoute({ method: 'GET', path: '/internal/users/:userId/groups', answer: z.array(ownerGroupSchema) }),
  createGroup: internalRoute({ method: 'POST', path: '/internal/admin/groups', body: groupPartnershipRequestSchema, answer: groupCreatedSchema }),
  listGroups: internalRoute({ method: 'GET', path: '/internal/admin/groups', query: adminGroupListQuerySchema, answer: groupPartnershipPageSchema }),

  // Campaigns (a campaign the user is no partner of is a 404).
  listCampaigns: internalRoute({ method: 'GET', path: '/internal/users/:userId/campaigns', answer: campaignListSchema }),
  viewCampaign: internalRoute({ method: 'GET', path: '/internal/users/:userId/campaigns/:id', answer: campaignSchema }),
  planCampaign: internalRoute({ method: 'PUT', path: '/internal/users/:userId/campaigns/:id/plan', body: campaignPlanSchema, answer: campaignSchema }),
  setCampaignCommitments: internalRoute({ method: 'PUT', path: '/internal/users/:userId/campaigns/:id/commitments', body: campaignCommitmentsSchema, answer: campaignSchema }),
  confirmCampaign: internalRoute({ method: 'PUT', path: '/internal/users/:userId/campaigns/:id/confirm', answer: campaignSchema }),
  recordCampaignResults: internalRoute({ method: 'PUT', path: '/internal/users/:userId/campaigns/:id/results', body: campaignResultsSchema, answer: campaignSchema }),
  /** A customer brought a partner's voucher code to the user's business. */
  redeemVoucher: internalRoute({ method: 'POST', path: '/internal/users/:userId/campaigns/:id/redemptions', body: redeemVoucherSchema, answer: campaignSchema, status: 200 }),
  endCampaign: internalRoute({ method: 'POST', path: '/internal/users/:userId/campaigns/:id/end', body: endCampaignSchema, answer: campaignSchema, status: 200 }),
  writeOutcomeNote: internalRoute({ method: 'PUT', path: '/internal/users/:userId/campaigns/:id/outcome', body: campaignOutcomeSchema, answer: campaignSchema }),

  // Staff's views and actions.
  readAdminMetrics: internalRoute({ method: 'GET', path: '/internal/admin/metrics', answer: adminMatchMetricsSchema }),
  listRequests: internalRoute({ method: 'GET', path: '/internal/admin/requests', query: adminRequestListQuerySchema, answer: adminRequestRowPageSchema }),
  listMatches: internalRoute({ method: 'GET', path: '/internal/admin/matches', query: adminMatchListQuerySchema, answer: adminMatchPageSchema }),
  /** 'Calculate Match Score': the engine's score of a pair, or why it can be none; a POST that writes nothing. */
  scorePair: internalRoute({ method: 'POST', path: '/internal/admin/pair-score', body: pairScoreRequestSchema, answer: pairScoreSchema, status: 200 }),
  createManualMatch: internalRoute({ method: 'POST', path: '/internal/admin/matches', body: manualMatchRequestSchema, answer: manualMatchCreatedSchema }),
  /** Matches every request still without partners (takes long: the BFF gives it a longer deadline). */
  autoGenerateMatches: internalRoute({ method: 'POST', path: '/internal/admin/matches/auto-generate', answer: autoGenerateResultSchema, status: 200 }),

  /** What the service holds about the user, for their data export. */
  exportUserData: internalRoute({ method: 'GET', path: '/internal/users/:userId/export', answer: z.record(z.string(), z.unknown()) }),
});
