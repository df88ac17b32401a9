import { businessApi } from '@comarketing/api';
import { readCampaigns } from '../../../shared/campaign-list.api';
import { type PageReader } from '../../../shared/page-reads';

/** What the welcome page shows on its first render (use-welcome-data.ts), read on the server. */
export const readWelcome: PageReader = ({ store, user }) => Promise.all([store.dispatch(businessApi.endpoints.getUserBusiness.initiate(user.id)), readCampaigns(store)]);
