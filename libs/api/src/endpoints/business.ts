import { type Business, type MyBusinessResponse } from '@comarketing/contracts';
import { api } from '../base-api';

/** @deprecated The full `Business` is what the query returns; kept for older imports. */
export type UserBusinessSummary = Pick<Business, 'id'> & Partial<Business>;

/** A list field as an array, whether the server sent an array or the spec's JSON text. */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      return asList(JSON.parse(value));
    } catch {
      return [];
    }
  }
  return [];
}

/** A business answer (a create's or update's) with its lists as arrays; anything without an id is no business. */
export function businessFromBody(body: unknown): Business | null {
  if (!body || typeof body !== 'object' || !('id' in body)) return null;
  const raw = body as Business;
  return { ...raw, preferredChannels: asList(raw.preferredChannels), campaignGoals: asList(raw.campaignGoals) };
}

export const businessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The user's business; `null` while they have none yet (`{ business: null }`, the contract's
     * MyBusinessResponse: 200 either way, a new owner is not an error). Failures stay errors.
     */
    getUserBusiness: build.query<Business | null, string>({
      queryFn: async (userId, _api, _extra, baseQuery) => {
        const result = await baseQuery(`/api/businesses/user/${encodeURIComponent(userId)}`);
        if (result.error) return { error: result.error };
        return { data: businessFromBody((result.data as MyBusinessResponse | null)?.business) };
      },
      providesTags: (_result, _error, userId) => [{ type: 'Business', id: userId }],
    }),
  }),
});

export const { useGetUserBusinessQuery } = businessApi;
