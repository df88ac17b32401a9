import { api } from '@comarketing/api';
import { type CampaignStats } from '@comarketing/contracts';

/**
 * The dashboard's campaign cards: the same figures the campaigns page shows, worked out by the
 * server from the owner's campaigns (`GET /api/campaigns`).
 */
export const campaignFiguresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampaignFigures: build.query<CampaignStats, void>({
      query: () => '/api/campaigns',
      transformResponse: (list: { stats: CampaignStats }) => list.stats,
      providesTags: ['Campaigns'],
    }),
  }),
});

export const { useGetCampaignFiguresQuery } = campaignFiguresApi;
