import { api } from '@comarketing/api';
import { type Campaign, type CampaignCommitments, type CampaignOutcome, type CampaignPlan, type CampaignResults, type EndCampaign, type RedeemVoucher } from '@comarketing/contracts';

// The tag of the campaign list (shared/campaign-list.api.ts), which every change makes stale.
const CAMPAIGNS = 'Campaigns' as const;

/** The partners' changes to one of the owner's campaigns (the list itself: shared/campaign-list.api.ts). */
export const campaignsApi = api.injectEndpoints({
  endpoints: (build) => ({
    setCampaignPlan: build.mutation<Campaign, { id: string; plan: CampaignPlan }>({
      query: ({ id, plan }) => ({ url: `/api/campaigns/${id}/plan`, method: 'PUT', body: plan }),
      invalidatesTags: [CAMPAIGNS],
    }),
    setCampaignCommitments: build.mutation<Campaign, { id: string } & CampaignCommitments>({
      query: ({ id, commitments }) => ({ url: `/api/campaigns/${id}/commitments`, method: 'PUT', body: { commitments } }),
      invalidatesTags: [CAMPAIGNS],
    }),
    confirmCampaign: build.mutation<Campaign, string>({
      query: (id) => ({ url: `/api/campaigns/${id}/confirm`, method: 'PUT' }),
      invalidatesTags: [CAMPAIGNS],
    }),
    recordCampaignResults: build.mutation<Campaign, { id: string; results: CampaignResults }>({
      query: ({ id, results }) => ({ url: `/api/campaigns/${id}/results`, method: 'PUT', body: results }),
      invalidatesTags: [CAMPAIGNS],
    }),
    redeemVoucher: build.mutation<Campaign, { id: string } & RedeemVoucher>({
      query: ({ id, code }) => ({ url: `/api/campaigns/${id}/redemptions`, method: 'POST', body: { code } }),
      invalidatesTags: [CAMPAIGNS],
    }),
    endCampaign: build.mutation<Campaign, { id: string } & EndCampaign>({
      query: ({ id, outcomeNote }) => ({ url: `/api/campaigns/${id}/end`, method: 'POST', body: { outcomeNote } }),
      invalidatesTags: [CAMPAIGNS],
    }),
    writeOutcomeNote: build.mutation<Campaign, { id: string } & CampaignOutcome>({
      query: ({ id, outcomeNote, previousOutcomeNote }) => ({ url: `/api/campaigns/${id}/outcome`, method: 'PUT', body: { outcomeNote, previousOutcomeNote } }),
      invalidatesTags: [CAMPAIGNS],
    }),
  }),
});

export const {
  useSetCampaignPlanMutation,
  useSetCampaignCommitmentsMutation,
  useConfirmCampaignMutation,
  useRecordCampaignResultsMutation,
  useRedeemVoucherMutation,
  useEndCampaignMutation,
  useWriteOutcomeNoteMutation,
} = campaignsApi;
