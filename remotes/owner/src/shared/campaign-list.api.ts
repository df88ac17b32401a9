import { api } from '@comarketing/api';
import { type CampaignStats } from '@comarketing/contracts';
import { formatPounds, formatReach } from './figure-format';

/**
 * The campaign cards on the welcome page and the dashboard: the same figures the campaigns page
 * shows, worked out by the server over the owner's campaigns (`GET /api/campaigns`).
 */
const campaignFiguresApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCampaignFigures: build.query<CampaignStats, void>({
      query: () => '/api/campaigns',
      transformResponse: (list: { stats: CampaignStats }) => list.stats,
      providesTags: ['Campaigns'],
    }),
  }),
});

const { useGetCampaignFiguresQuery } = campaignFiguresApi;

/**
 * The three campaign cards' values as the page shows them; a dash until the figures have loaded
 * (never a made-up number). Partner matches and messages are unread counts, not part of these.
 */
export function useCampaignFigureValues(): { activeCampaigns: string; totalReach: string; costSavings: string } {
  const { data } = useGetCampaignFiguresQuery(undefined, { refetchOnMountOrArgChange: 30 });
  if (!data) return { activeCampaigns: '—', totalReach: '—', costSavings: '—' };
  return { activeCampaigns: String(data.activeCampaigns), totalReach: formatReach(data.totalReach), costSavings: formatPounds(data.costSavings) };
}
