import { type AccountRecoveryAnswer, type AuthUser, type EmailVerificationState, type Preferences, type ProfileUpdate } from '@comarketing/contracts';
import { api, authUserFromResponse, sessionApi, setSessionUser } from '@comarketing/api';

export interface AccountExport {
  fileName: string;
  content: string;
}

/** The dated name the server gives the export, read from Content-Disposition; today's date otherwise. */
export function exportFileName(contentDisposition: string | null | undefined, today: Date = new Date()): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  const name = match?.[1] ? decodeURIComponent(match[1].trim()) : '';
  return /^[\w.-]+$/.test(name) ? name : `account-data-${today.toISOString().slice(0, 10)}.json`;
}

/** Writes the new photo into the cached session at once; the Session refetch confirms it. */
function patchSessionPhoto(profileImageUrl: string | null) {
  return sessionApi.util.updateQueryData('getSession', undefined, (draft) => {
    if (draft) draft.profileImageUrl = profileImageUrl;
  });
}

/**
 * Account settings. Everything that changes who the top bar shows (name, e-mail, company, photo)
 * updates the cached session and invalidates 'Session', so every screen follows without a reload.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<AuthUser, Omit<ProfileUpdate, 'userId'>>({
      queryFn: async (body, _api, _extra, baseQuery) => authUserFromResponse(await baseQuery({ url: '/api/profile/update', method: 'PUT', body })),
      invalidatesTags: (result) => (result ? ['Session'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setSessionUser(data));
      },
    }),

    updateProfilePhoto: build.mutation<{ profileImageUrl: string | null }, { profileImageUrl: string }>({
      query: (body) => ({ url: '/api/profile/photo', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Session'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchSessionPhoto(data.profileImageUrl ?? null));
      },
    }),

    removeProfilePhoto: build.mutation<{ profileImageUrl: null }, void>({
      query: () => ({ url: '/api/profile/photo', method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['Session'] : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) dispatch(patchSessionPhoto(null));
      },
    }),

    /** Other sessions of the user are signed out by the server; this one stays. */
    changePassword: build.mutation<{ success: boolean }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),

    /** The account's data as the server's JSON attachment (the text, and the file name it gave). */
    exportAccountData: build.mutation<AccountExport, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/auth/export-data', responseHandler: 'text' });
        if (result.error) return { error: result.error };
        const response = (result.meta as { response?: Response } | undefined)?.response;
        return { data: { fileName: exportFileName(response?.headers.get('content-disposition')), content: String(result.data ?? '') } };
      },
    }),

    /** Ends the session on the server too; the caller then forgets it locally (endSession). */
    deleteAccount: build.mutation<null, void>({
      query: () => ({ url: '/api/auth/delete-account', method: 'DELETE' }),
      transformResponse: () => null,
    }),

    /** Whether the account's address is confirmed (the Session tag: a profile change or a confirmation refetches it). */
    getEmailVerification: build.query<EmailVerificationState, void>({
      query: () => '/api/auth/email-verification',
      providesTags: ['Session'],
    }),

    resendVerification: build.mutation<AccountRecoveryAnswer, void>({
      query: () => ({ url: '/api/auth/resend-verification', method: 'POST' }),
    }),

    getPreferences: build.query<Preferences, void>({
      query: () => '/api/profile/preferences',
      providesTags: ['Preferences'],
    }),

    /** Saves a change and shows it at once; a failure puts the old value back. */
    updatePreferences: build.mutation<Preferences, Partial<Preferences>>({
      query: (body) => ({ url: '/api/profile/preferences', method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsApi.util.updateQueryData('getPreferences', undefined, (draft) => {
            Object.assign(draft, change);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getPreferences', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUpdateProfilePhotoMutation,
  useRemoveProfilePhotoMutation,
  useChangePasswordMutation,
  useExportAccountDataMutation,
  useDeleteAccountMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useGetEmailVerificationQuery,
  useResendVerificationMutation,
} = settingsApi;
