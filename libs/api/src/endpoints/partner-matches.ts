import { type PartnerMatch } from '@comarketing/contracts';
import { api } from '../base-api';

export interface RespondToPartnerMatchArgs {
  id: string;
  status: 'accepted' | 'rejected';
  /** An optional note for the partner (the Partner Matches screen only). */
  message?: string;
}

const UNREAD_MATCHES = { type: 'UnreadCounts', id: 'partner-matches' } as const;

/**
 * The signed-in user's side of every partner match, with viewing and responding. Shared by the
 * Partner Matches page and the notifications page's matches tab, so both read one cache entry.
 */
export const partnerMatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, as the server sends them. */
    getPartnerMatches: build.query<PartnerMatch[], void>({
      query: () => '/api/partner-matches',
      transformResponse: (body: unknown) => (Array.isArray(body) ? (body as PartnerMatch[]) : []),
      providesTags: [{ type: 'PartnerMatches', id: 'LIST' }],
    }),

    /** Opening a match marks it viewed: the 'New' badge goes at once, the unread count follows. */
    viewPartnerMatch: build.mutation<PartnerMatch, string>({
      query: (id) => ({ url: `/api/partner-matches/${encodeURIComponent(id)}/view`, method: 'PUT' }),
      invalidatesTags: [UNREAD_MATCHES],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          partnerMatchesApi.util.updateQueryData('getPartnerMatches', undefined, (draft) => {
            const match = draft.find((m) => m.id === id);
            if (match) match.isViewed = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),

    /** Accept or decline, once, while pending; the answer replaces the cached match. */
    respondToPartnerMatch: build.mutation<PartnerMatch, RespondToPartnerMatchArgs>({
      query: ({ id, status, message }) => ({
        url: `/api/partner-matches/${encodeURIComponent(id)}/respond`,
        method: 'PUT',
        body: message ? { status, message } : { status },
      }),
      // A second acceptance makes a campaign: the campaigns are stale too.
      invalidatesTags: (_result, error) => (error ? [{ type: 'PartnerMatches', id: 'LIST' }] : [UNREAD_MATCHES, 'Campaigns']),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          partnerMatchesApi.util.updateQueryData('getPartnerMatches', undefined, (draft) => {
            const index = draft.findIndex((m) => m.id === data.id);
            if (index >= 0) draft[index] = data;
          }),
        );
      },
    }),
  }),
});

export const { useGetPartnerMatchesQuery, useViewPartnerMatchMutation, useRespondToPartnerMatchMutation } = partnerMatchesApi;
