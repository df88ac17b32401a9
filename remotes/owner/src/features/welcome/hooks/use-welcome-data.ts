import { skipToken } from '@reduxjs/toolkit/query';
import { useGetUserBusinessQuery, useSessionUser, useUnreadCounts } from '@comarketing/api';

/**
 * What the welcome page shows: the user, whether they have a business profile (a failure counts as
 * none, like the dashboard), and their real unread counts (0 when a count cannot be had).
 */
export function useWelcomeData() {
  const user = useSessionUser();
  const business = useGetUserBusinessQuery(user?.id ?? skipToken);
  const counts = useUnreadCounts();
  return {
    user,
    ready: Boolean(user) && !business.isLoading && !business.isUninitialized,
    hasBusiness: Boolean(business.data),
    counts,
  };
}
