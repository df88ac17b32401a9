import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { StatCard } from '@comarketing/ui';
import { PiggyBank, Users, UsersRound } from 'lucide-react';
import { useCampaignFigureValues } from '../../../shared/campaign-list.api';
import { ActiveCampaignsCard } from './active-campaigns-card';

/**
 * The four figures. Campaigns, reach and savings are the server's figures over the owner's real
 * campaigns (the campaigns page and the welcome page show the same), Active Campaigns with the
 * link to them; partner matches is the real unread-match count.
 */
export function StatsOverview({ partnerMatches }: { partnerMatches: number }) {
  const figures = useCampaignFigureValues();
  return (
    <section aria-label="Overview" className="dashboard__stats">
      <ActiveCampaignsCard value={figures.activeCampaigns} />
      <StatCard
        label="Partner Matches"
        value={String(partnerMatches)}
        note={partnerMatches > 0 ? 'New matches available!' : 'Complete profile for matches'}
        highlight={partnerMatches > 0}
        icon={<UsersRound />}
      />
      <StatCard label="Total Reach" value={figures.totalReach} note="People reached by your campaigns" icon={<Users />} />
      <StatCard label="Cost Savings" value={figures.costSavings} note={CAMPAIGN_TEXT.costSavingsExplained} icon={<PiggyBank />} />
    </section>
  );
}
