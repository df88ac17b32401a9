import { type FetchBaseQueryError, type QueryReturnValue } from '@reduxjs/toolkit/query';
import { type AuthResponse, type AuthUser, type LoginRequest, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_OFFER_PATH, type ProofOfWorkChallenge, type RegisterRequest, type SessionResponse, SIGN_IN_API_PATH } from '@comarketing/contracts';
import { api, type ApiTagType } from '../base-api';
import { asChallenge } from '../proof-of-work/send-with-proof-of-work';
import { type AppDispatch } from '../store';

type BaseResult = QueryReturnValue<unknown, FetchBaseQueryError, unknown>;
/** A sign-in's or sign-up's own fields, and the solved proof of work when the BFF asked for one (sendWithProofOfWork). */
export type WithProofOfWork<T> = T & { proofOfWork?: string };

/** The header carrying a solved proof of work, when there is one. */
export function proofOfWorkHeaders(proofOfWork: string | undefined): Record<string, string> | undefined {
  return proofOfWork ? { [PROOF_OF_WORK_HEADER]: proofOfWork } : undefined;
}

export type SessionResult = { data: AuthUser | null; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/** Everything that belongs to one signed-in user: refetched when the user changes. */
const USER_DATA_TAGS: ApiTagType[] = ['Notifications', 'Messages', 'UnreadCounts', 'Business', 'PartnerMatches', 'Preferences'];

/**
 * `GET /api/auth/me` read as the session: 200 `{ user }` is the signed-in user, `{ user: null }` a
 * visitor (the contract's SessionResponse: a visitor is not an error, so no 401 is asked for or
 * expected); any failure stays an error. The server session is the truth: nothing is kept in local
 * storage.
 */
export function sessionFromResponse(result: BaseResult): SessionResult {
  if (result.error) return { error: result.error };
  return { data: (result.data as SessionResponse | null)?.user ?? null };
}

/**
 * Login and register answer `{ success, user }`; `success: false` (or no user) is a failure even
 * with a 2xx status, carried as a CUSTOM_ERROR with the body so its message can be shown.
 */
export function authUserFromResponse(result: BaseResult): { data: AuthUser; error?: undefined } | { error: FetchBaseQueryError; data?: undefined } {
  if (result.error) return { error: result.error };
  const body = (result.data ?? {}) as Partial<AuthResponse>;
  if (body.success === true && body.user) return { data: body.user };
  return { error: { status: 'CUSTOM_ERROR', error: body.error ?? body.message ?? 'Authentication failed', data: body } };
}

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<AuthUser | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => sessionFromResponse(await baseQuery('/api/auth/me')),
      providesTags: ['Session'],
    }),

    /** A challenge to solve before a sign-in or sign-up is sent, or null (no pressure); never cached: each is good once. */
    getProofOfWorkOffer: build.query<ProofOfWorkChallenge | null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery(PROOF_OF_WORK_OFFER_PATH);
        return result.error ? { error: result.error } : { data: asChallenge((result.data as { challenge?: unknown } | null)?.challenge) ?? null };
      },
      keepUnusedDataFor: 0,
    }),

    login: build.mutation<AuthUser, WithProofOfWork<LoginRequest>>({
      queryFn: async ({ email, password, proofOfWork }, _api, _extra, baseQuery) =>
        authUserFromResponse(await baseQuery({ url: SIGN_IN_API_PATH, method: 'POST', body: { email, password }, headers: proofOfWorkHeaders(proofOfWork) })),
      invalidatesTags: (result) => (result ? USER_DATA_TAGS : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(setSession(user));
      },
    }),

    /** Registration signs the new user in. */
    register: build.mutation<AuthUser, WithProofOfWork<RegisterRequest>>({
      queryFn: async ({ proofOfWork, ...body }, _api, _extra, baseQuery) =>
        authUserFromResponse(await baseQuery({ url: '/api/auth/register', method: 'POST', body, headers: proofOfWorkHeaders(proofOfWork) })),
      invalidatesTags: (result) => (result ? USER_DATA_TAGS : []),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data: user } = await queryFulfilled.catch(() => ({ data: null }));
        if (user) dispatch(setSession(user));
      },
    }),

    /**
     * Signs out on the server, then forgets every cached answer of the old user whether or not the
     * call succeeded (the specification signs out locally regardless), leaving a visitor session.
     */
    logout: build.mutation<null, void>({
      queryFn: async (_arg, _api, _extra, baseQuery) => {
        const result = await baseQuery({ url: '/api/auth/logout', method: 'POST' });
        return result.error ? { error: result.error } : { data: null };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        await queryFulfilled.catch(() => undefined);
        dispatch(api.util.resetApiState());
        dispatch(setSession(null));
      },
    }),
  }),
});

/** Writes the session into the cache synchronously (no refetch of /api/auth/me). */
function setSession(user: AuthUser | null) {
  return sessionApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: user }]);
}

/**
 * Puts a user the server just answered with (a profile update) into the session at once, so the top
 * bar changes without waiting for `/api/auth/me`.
 */
export function setSessionUser(user: AuthUser) {
  return setSession(user);
}

/**
 * The server session is gone (the account was deleted): forget every cached answer of the old user
 * and become a visitor, as sign-out does, without calling the server again.
 */
export function endSession() {
  return (dispatch: AppDispatch) => {
    dispatch(api.util.resetApiState());
    dispatch(setSession(null));
  };
}

export const { useGetSessionQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } = sessionApi;

/**
 * The signed-in user, `null` for a visitor, `undefined` while the session is first being checked.
 * A read that failed counts as a visitor, also while it is asked again: RTK Query asks again for
 * each new subscriber of a query that never succeeded, and going back to `undefined` then would put
 * the shell's loader up, remount the page that subscribed, and ask again, without end.
 */
export function useSessionUser(): AuthUser | null | undefined {
  const { data, isLoading, error } = useGetSessionQuery();
  if (error) return null;
  if (isLoading) return undefined;
  return data ?? null;
}
