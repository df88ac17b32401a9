import { type AccountRecoveryAnswer, type ForgotPasswordRequest, type ResetPasswordRequest, type UnsubscribeRequest, type UnsubscribeResponse } from '@comarketing/contracts';
import { api } from '@comarketing/api';

/**
 * The pages a mail links to: password reset and e-mail confirmation (`/api/auth/...`,
 * bff/src/auth/account-recovery.controller.ts) and one-click unsubscribe (`/api/email/unsubscribe`).
 */
const accountRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<AccountRecoveryAnswer, ForgotPasswordRequest>({ query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }) }),
    resetPassword: build.mutation<AccountRecoveryAnswer, ResetPasswordRequest>({ query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }) }),
    verifyEmail: build.mutation<AccountRecoveryAnswer, { token: string }>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
      // Settings shows whether the address is confirmed.
      invalidatesTags: ['Session'],
    }),
    unsubscribe: build.mutation<UnsubscribeResponse, UnsubscribeRequest>({
      query: (body) => ({ url: '/api/email/unsubscribe', method: 'POST', body }),
      // Settings shows the preference turned off.
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation, useUnsubscribeMutation } = accountRecoveryApi;
