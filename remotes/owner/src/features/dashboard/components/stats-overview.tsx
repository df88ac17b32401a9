import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { StatCard } from '@comarketing/ui';
import { Megaphone, PiggyBank, Users, UsersRound } from 'lucide-react';
import { useGetCampaignFiguresQuery } from '../api/campaign-figures.api';

const pounds = (value: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 }).format(value);
const reach = (value: number) => new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 }).format(value).toUpperCase();

/**
 * The four figures. Campaigns, reach and savings are the server's figures over the owner's real
 * campaigns (the campaigns page shows the same; a dash until they have loaded, never a made-up
 * number); partner matches is the real unread-match count.
 */
export function StatsOverview({ partnerMatches }: { partnerMatches: number }) {
  const { data: figures } = useGetCampaignFiguresQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <section aria-label="Overview" className="dashboard__stats">
      <StatCard label="Active Campaigns" value={figures ? String(figures.activeCampaigns) : '—'} note="Campaigns running now" icon={<Megaphone />} />
      <StatCard
        label="Partner Matches"
        value={String(partnerMatches)}
        note={partnerMatches > 0 ? 'New matches available!' : 'Complete profile for matches'}
        highlight={partnerMatches > 0}
        icon={<UsersRound />}
      />
      <StatCard label="Total Reach" value={figures ? reach(figures.totalReach) : '—'} note="People reached by your campaigns" icon={<Users />} />
      <StatCard label="Cost Savings" value={figures ? pounds(figures.costSavings) : '—'} note={CAMPAIGN_TEXT.costSavingsExplained} icon={<PiggyBank />} />
    </section>
  );
}
