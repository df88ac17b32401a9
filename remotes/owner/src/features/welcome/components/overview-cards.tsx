import { Mail, Megaphone, PiggyBank, Users, UsersRound } from 'lucide-react';
import { type UnreadCounts } from '@comarketing/api';
import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { useCampaignFigureValues } from '../../../shared/campaign-list.api';
import { OverviewCard } from './overview-card';

/**
 * The user's real figures: campaigns, reach and savings as the dashboard and the campaigns page
 * show them; partner matches and messages are the unread counts. Never the specification's sample
 * figures.
 */
export function OverviewCards({ counts }: { counts: UnreadCounts }) {
  const figures = useCampaignFigureValues();
  return (
    <section aria-labelledby="overview-title" className="welcome__section">
      <h2 id="overview-title" className="welcome__section-title">
        Your Overview
      </h2>
      <ul className="welcome__overview">
        <OverviewCard label="Active Campaigns" value={figures.activeCampaigns} note="Campaigns running now" icon={<Megaphone />} />
        <OverviewCard
          label="Partner Matches"
          value={String(counts.partnerMatches)}
          note={counts.partnerMatches > 0 ? 'New matches to review' : 'No new matches yet'}
          icon={<UsersRound />}
        />
        <OverviewCard label="Total Reach" value={figures.totalReach} note="People reached by your campaigns" icon={<Users />} />
        <OverviewCard label="Cost Savings" value={figures.costSavings} note={CAMPAIGN_TEXT.costSavingsExplained} icon={<PiggyBank />} />
        <OverviewCard label="Unread Messages" value={String(counts.messages)} note="From our support team" icon={<Mail />} />
      </ul>
    </section>
  );
}
