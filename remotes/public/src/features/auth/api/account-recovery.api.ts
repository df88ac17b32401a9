import { type AccountRecoveryAnswer, type ForgotPasswordRequest, type ResetPasswordRequest } from '@comarketing/contracts';
import { api } from '@comarketing/api';

/** Password reset and e-mail confirmation (`/api/auth/...`, bff/src/auth/account-recovery.controller.ts). */
const accountRecoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<AccountRecoveryAnswer, ForgotPasswordRequest>({ query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }) }),
    resetPassword: build.mutation<AccountRecoveryAnswer, ResetPasswordRequest>({ query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }) }),
    verifyEmail: build.mutation<AccountRecoveryAnswer, { token: string }>({
      query: (body) => ({ url: '/api/auth/verify-email', method: 'POST', body }),
      // Settings shows whether the address is confirmed.
      invalidatesTags: ['Session'],
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useVerifyEmailMutation } = accountRecoveryApi;
