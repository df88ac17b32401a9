import { StatCard } from '@comarketing/ui';
import { Megaphone, PiggyBank, Users, UsersRound } from 'lucide-react';

/**
 * The four figures. Campaigns, reach and savings are fixed at zero by the specification until
 * campaigns exist; partner matches is the real unread-match count.
 */
export function StatsOverview({ partnerMatches }: { partnerMatches: number }) {
  return (
    <section aria-label="Overview" className="dashboard__stats">
      <StatCard label="Active Campaigns" value="0" note="Campaigns running now" icon={<Megaphone />} />
      <StatCard
        label="Partner Matches"
        value={String(partnerMatches)}
        note={partnerMatches > 0 ? 'New matches available!' : 'Complete profile for matches'}
        highlight={partnerMatches > 0}
        icon={<UsersRound />}
      />
      <StatCard label="Total Reach" value="0" note="People reached by your campaigns" icon={<Users />} />
      <StatCard label="Cost Savings" value="£0" note="Saved by sharing campaign costs" icon={<PiggyBank />} />
    </section>
  );
}
