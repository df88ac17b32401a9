import { type PartnerMatch, type PartnerMatchPage, type PartnerMatchPageQuery } from '@comarketing/contracts';
import { api } from '../base-api';

export interface RespondToPartnerMatchArgs {
  id: string;
  status: 'accepted' | 'rejected';
  /** An optional note for the partner (the Partner Matches screen only). */
  message?: string;
}

const UNREAD_MATCHES = { type: 'UnreadCounts', id: 'partner-matches' } as const;
const PAGES = { type: 'PartnerMatches', id: 'PAGES' } as const;

/** The query of one page; left-out fields take the server's defaults. */
export type PartnerMatchPageArgs = Partial<PartnerMatchPageQuery>;

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

    /** The Partner Matches screen: one page, with the figures the server counted over every match. */
    getPartnerMatchPage: build.query<PartnerMatchPage, PartnerMatchPageArgs>({
      query: (args) => ({ url: '/api/partner-matches/page', params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')) }),
      providesTags: [PAGES],
    }),

    /** One match (a link that opens its detail, when it is not on the page shown). */
    getPartnerMatch: build.query<PartnerMatch, string>({
      query: (id) => `/api/partner-matches/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'PartnerMatches', id }],
    }),

    /** Opening a match marks it viewed: the 'New' badge goes at once, the unread count follows. */
    viewPartnerMatch: build.mutation<PartnerMatch, string>({
      query: (id) => ({ url: `/api/partner-matches/${encodeURIComponent(id)}/view`, method: 'PUT' }),
      invalidatesTags: [UNREAD_MATCHES],
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const seen = (match: PartnerMatch | undefined) => {
          if (match) match.isViewed = true;
        };
        const patches = [
          dispatch(partnerMatchesApi.util.updateQueryData('getPartnerMatches', undefined, (draft) => seen(draft.find((m) => m.id === id)))),
          ...partnerMatchesApi.util
            .selectCachedArgsForQuery(getState(), 'getPartnerMatchPage')
            .map((args) => dispatch(partnerMatchesApi.util.updateQueryData('getPartnerMatchPage', args, (draft) => seen(draft.rows.find((m) => m.id === id))))),
        ];
        await queryFulfilled.catch(() => patches.forEach((patch) => patch.undo()));
      },
    }),

    /** Accept or decline, once, while pending; the answer replaces the cached match. */
    respondToPartnerMatch: build.mutation<PartnerMatch, RespondToPartnerMatchArgs>({
      query: ({ id, status, message }) => ({
        url: `/api/partner-matches/${encodeURIComponent(id)}/respond`,
        method: 'PUT',
        body: message ? { status, message } : { status },
      }),
      // A second acceptance makes a campaign: the campaigns are stale too. The pages' figures change
      // with every answer, and the match's own entry with it.
      invalidatesTags: (_result, error, { id }) => (error ? [{ type: 'PartnerMatches', id: 'LIST' }, PAGES, { type: 'PartnerMatches', id }] : [UNREAD_MATCHES, 'Campaigns', PAGES, { type: 'PartnerMatches', id }]),
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

export const { useGetPartnerMatchesQuery, useGetPartnerMatchPageQuery, useGetPartnerMatchQuery, useViewPartnerMatchMutation, useRespondToPartnerMatchMutation } = partnerMatchesApi;
