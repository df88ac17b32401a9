import { api } from '@comarketing/api';
import { type OwnerGroup } from '@comarketing/contracts';

/** The group partnerships the owner's business is in (staff make them in the admin panel). */
export const groupPartnershipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupPartnerships: build.query<OwnerGroup[], void>({
      query: () => '/api/group-partnerships',
      providesTags: [{ type: 'PartnerMatches', id: 'GROUPS' }],
    }),
  }),
});

export const { useGetGroupPartnershipsQuery } = groupPartnershipsApi;
