import { Activity, Megaphone, PoundSterling, Users } from 'lucide-react';
import { type CampaignStats } from '@comarketing/contracts';
import { StatCard } from '@comarketing/ui';
import { formatPounds, formatReach } from '../../../shared/figure-format';
import { formatRate } from '../lib/campaign-format';

/** The spec's four cards, from the server's figures over the owner's real campaigns. */
export function CampaignStatsCards({ stats }: { stats: CampaignStats }) {
  return (
    <section aria-label="Campaign statistics" className="campaigns__stats">
      <StatCard label="Active Campaigns" value={String(stats.activeCampaigns)} note="Running now" icon={<Megaphone />} />
      <StatCard label="Total Reach" value={formatReach(stats.totalReach)} note="People reached by you and your partners" icon={<Users />} />
      <StatCard
        label="Budget Used"
        value={formatPounds(stats.budgetSpent)}
        note={`of ${formatPounds(stats.budgetPlanned)} planned`}
        icon={<PoundSterling />}
      />
      <StatCard
        label="Engagement Rate"
        value={formatRate(stats.engagementRate)}
        note={stats.engagementRate === null ? 'No reach recorded yet' : 'Engagements over reach'}
        icon={<Activity />}
      />
    </section>
  );
}
