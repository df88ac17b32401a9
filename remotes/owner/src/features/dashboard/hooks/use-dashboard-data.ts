import { skipToken } from '@reduxjs/toolkit/query';
import { useGetNotificationsQuery, useGetUserBusinessQuery, useSessionUser, useUnreadCounts } from '@comarketing/api';

/** How many of the latest notifications the Recent Activity card lists. */
export const RECENT_ACTIVITY_LIMIT = 5;

/**
 * Everything the dashboard shows that comes from the server: the user, the three unread counts,
 * whether a business profile exists (none yet or a failure count as none) and, only for a user with a
 * profile, the latest notifications for Recent Activity.
 */
export function useDashboardData() {
  const user = useSessionUser();
  const counts = useUnreadCounts();
  const business = useGetUserBusinessQuery(user?.id ?? skipToken);
  const hasBusiness = Boolean(business.data);
  const businessKnown = !business.isLoading && !business.isUninitialized;
  const notifications = useGetNotificationsQuery(hasBusiness ? undefined : skipToken);
  return {
    user,
    counts,
    inboxUnread: counts.notifications + counts.messages,
    businessKnown,
    hasBusiness,
    recentActivity: (notifications.data ?? []).slice(0, RECENT_ACTIVITY_LIMIT),
    recentActivityLoading: notifications.isLoading,
  };
}
