import { type AutoMatches, type CreateRequest, type MarketingRequest } from '@comarketing/contracts';
import { api } from '@comarketing/api';

/**
 * Filing a co-marketing request and reading the automatic matches found for it. The matches carry
 * a 'PartnerMatches' tag, so the live stream's "new notification" hint refreshes them at once.
 */
export const marketingRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMarketingRequest: build.mutation<MarketingRequest, CreateRequest>({
      query: (body) => ({ url: '/api/co-marketing-requests', method: 'POST', body }),
    }),
    getAutoMatches: build.query<AutoMatches, string>({
      query: (requestId) => `/api/auto-matches/${encodeURIComponent(requestId)}`,
      transformResponse: (body: unknown) => {
        const answer = body as Partial<AutoMatches> | null;
        const topMatches = Array.isArray(answer?.topMatches) ? answer.topMatches : [];
        return {
          searching: answer?.searching === true,
          totalMatches: typeof answer?.totalMatches === 'number' ? answer.totalMatches : topMatches.length,
          partnerMatches: typeof answer?.partnerMatches === 'number' ? answer.partnerMatches : topMatches.filter((m) => m.partnerMatchId).length,
          partnerIndustries: answer?.partnerIndustries ?? null,
          topMatches,
        };
      },
      providesTags: (_result, _error, requestId) => [{ type: 'PartnerMatches', id: `auto-${requestId}` }],
    }),
  }),
});

export const { useCreateMarketingRequestMutation, useGetAutoMatchesQuery } = marketingRequestApi;
