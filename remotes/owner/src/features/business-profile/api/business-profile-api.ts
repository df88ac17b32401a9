import { type Business, type BusinessFormInput } from '@comarketing/contracts';
import { api, businessApi, businessFromBody } from '@comarketing/api';

/**
 * Creating and updating the signed-in user's business. A saved business replaces the cached answer
 * of `getUserBusiness` at once, so the page, the dashboard and the welcome page change together.
 */
export const businessProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBusiness: build.mutation<Business, BusinessFormInput>({
      query: (body) => ({ url: '/api/businesses', method: 'POST', body }),
      transformResponse: (body: unknown) => businessFromBody(body) as Business,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(businessApi.util.upsertQueryData('getUserBusiness', data.userId, data));
      },
    }),
    updateBusiness: build.mutation<Business, { id: string; body: BusinessFormInput }>({
      query: ({ id, body }) => ({ url: `/api/businesses/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => businessFromBody(body) as Business,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(businessApi.util.upsertQueryData('getUserBusiness', data.userId, data));
      },
    }),
  }),
});

export const { useCreateBusinessMutation, useUpdateBusinessMutation } = businessProfileApi;
