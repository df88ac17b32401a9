import { useEffect, useRef } from 'react';
import { type FetchBaseQueryError, type QueryReturnValue } from '@reduxjs/toolkit/query';
import { type AuthUser } from '@comarketing/contracts';
import { api } from '../base-api';
import { errorText } from '../api-errors';
import { useAppDispatch } from '../hooks';

/** Unread counts are cached for 30 s and polled every 30 s where a page asks for it. */
export const UNREAD_COUNT_CACHE_SECONDS = 30;
export const UNREAD_COUNT_POLL_MS = 30_000;
/**
 * After the signed-in user changes, counts are fetched again once more this much later: the
 * welcome notification of a new account is created from an event, a moment after registration.
 */
export const UNREAD_COUNT_SETTLE_MS = 1500;

export type UnreadCountKind = 'notifications' | 'messages' | 'partner-matches';

const COUNT_PATHS: Record<UnreadCountKind, string> = {
  notifications: '/api/notifications/unread-count',
  messages: '/api/messages/unread-count',
  'partner-matches': '/api/partner-matches/unread-count',
};

/** An unread-count answer as a number: a failure (or a strange answer) is 0, with a console warning. */
export function countFromResponse(kind: UnreadCountKind, result: QueryReturnValue<unknown, FetchBaseQueryError, unknown>): number {
  if (result.error) {
    console.warn(`Unread ${kind} count unavailable (${errorText(result.error)}); showing 0.`);
    return 0;
  }
  const count = (result.data as { count?: unknown } | null)?.count;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

export const unreadCountsApi = api.injectEndpoints({
  endpoints: (build) => {
    const countQuery = (kind: UnreadCountKind) =>
      build.query<number, void>({
        queryFn: async (_arg, _api, _extra, baseQuery) => ({ data: countFromResponse(kind, await baseQuery(COUNT_PATHS[kind])) }),
        extraOptions: { maxRetries: 0 },
        keepUnusedDataFor: UNREAD_COUNT_CACHE_SECONDS,
        providesTags: [{ type: 'UnreadCounts', id: kind }, ...(kind === 'partner-matches' ? (['PartnerMatches'] as const) : [])],
      });
    return {
      getUnreadNotificationCount: countQuery('notifications'),
      getUnreadMessageCount: countQuery('messages'),
      getUnreadPartnerMatchCount: countQuery('partner-matches'),
    };
  },
});

export const { useGetUnreadNotificationCountQuery, useGetUnreadMessageCountQuery, useGetUnreadPartnerMatchCountQuery } = unreadCountsApi;

export interface UnreadCounts {
  notifications: number;
  messages: number;
  partnerMatches: number;
}

export interface UseUnreadCountsOptions {
  /** Poll every 30 s (the top bar does; a page showing counts can rely on it). */
  poll?: boolean;
  skip?: boolean;
}

/** The three unread counts, 0 until known (and on failure). */
export function useUnreadCounts({ poll = false, skip = false }: UseUnreadCountsOptions = {}): UnreadCounts {
  const options = {
    skip,
    pollingInterval: poll ? UNREAD_COUNT_POLL_MS : 0,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: UNREAD_COUNT_CACHE_SECONDS,
  };
  const notifications = useGetUnreadNotificationCountQuery(undefined, options).data ?? 0;
  const messages = useGetUnreadMessageCountQuery(undefined, options).data ?? 0;
  const partnerMatches = useGetUnreadPartnerMatchCountQuery(undefined, options).data ?? 0;
  return { notifications, messages, partnerMatches };
}

/**
 * Refetches the counts when the signed-in user changes after the session was first known (sign-in,
 * sign-up), and once more shortly after, so the bell reflects a brand-new account's welcome
 * notification within about two seconds. `undefined` means the session is still loading.
 */
export function useRefreshUnreadCountsOnSessionChange(user: AuthUser | null | undefined): void {
  const dispatch = useAppDispatch();
  const userId = user === undefined ? undefined : (user?.id ?? null);
  const known = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    const previous = known.current;
    known.current = userId;
    if (previous === undefined || previous === userId || userId === null) return;
    dispatch(api.util.invalidateTags(['UnreadCounts']));
    const timer = setTimeout(() => dispatch(api.util.invalidateTags(['UnreadCounts'])), UNREAD_COUNT_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, userId]);
}
