import { api } from '../base-api';

/**
 * The part of a user's business the shell and the dashboard need: whether one exists. The full
 * business shape arrives with the business-profile feature (and its contract).
 */
export interface UserBusinessSummary {
  id: string;
  businessName?: string;
  verified?: boolean;
}

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The user's business; `null` when they have none yet (404). Other failures stay errors. */
    getUserBusiness: build.query<UserBusinessSummary | null, string>({
      queryFn: async (userId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/api/businesses/user/${encodeURIComponent(userId)}`);
        if (result.error) return result.error.status === 404 ? { data: null } : { error: result.error };
        const body = result.data as UserBusinessSummary | null;
        return { data: body && typeof body === 'object' && 'id' in body ? body : null };
      },
      providesTags: (_result, _error, userId) => [{ type: 'Business', id: userId }],
    }),
  }),
});

export const { useGetUserBusinessQuery } = businessApi;
