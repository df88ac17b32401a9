import { api, type AppStore } from '@comarketing/api';
import { type CampaignList } from '@comarketing/contracts';
import { formatPounds, formatReach } from './figure-format';

/**
 * `GET /api/campaigns`: the owner's campaigns with the server's figures over all of them. One
 * query (one cache entry) for the campaigns page and the welcome and dashboard cards, so the three
 * always show the same figures. Also marked stale by the campaign changes, an accepted match and
 * the live stream's notification hints (libs/api).
 */
const campaignListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampaigns: build.query<CampaignList, void>({
      query: () => '/api/campaigns',
      providesTags: ['Campaigns'],
    }),
  }),
});

export const { useGetCampaignsQuery } = campaignListApi;

/** The campaigns and their figures read ahead, as useGetCampaignsQuery asks (a server render's first render). */
export const readCampaigns = (store: AppStore) => store.dispatch(campaignListApi.endpoints.getCampaigns.initiate());

/** How often a page showing campaigns asks again when it mounts (seconds). */
export const CAMPAIGNS_REFETCH_AFTER_S = 30;

/**
 * The three campaign cards' values as the welcome page and the dashboard show them; a dash until
 * the figures have loaded (never a made-up number).
 */
export function useCampaignFigureValues(): { activeCampaigns: string; totalReach: string; costSavings: string } {
  const { data } = useGetCampaignsQuery(undefined, { refetchOnMountOrArgChange: CAMPAIGNS_REFETCH_AFTER_S });
  if (!data) return { activeCampaigns: '—', totalReach: '—', costSavings: '—' };
  const { stats } = data;
  return { activeCampaigns: String(stats.activeCampaigns), totalReach: formatReach(stats.totalReach), costSavings: formatPounds(stats.costSavings) };
}
