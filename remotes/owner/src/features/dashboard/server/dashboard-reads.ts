import { businessApi, inboxApi } from '@comarketing/api';
import { readCampaigns } from '../../../shared/campaign-list.api';
import { type PageReader } from '../../../shared/page-reads';

/** What the dashboard shows on its first render (use-dashboard-data.ts), read on the server. */
export const readDashboard: PageReader = async ({ store, user }) => {
  const readBusinessThenActivity = async () => {
    const business = await store.dispatch(businessApi.endpoints.getUserBusiness.initiate(user.id));
    // Recent Activity is shown only to an owner with a business.
    if (business.data) await store.dispatch(inboxApi.endpoints.getNotifications.initiate());
  };
  await Promise.all([readBusinessThenActivity(), readCampaigns(store)]);
};
