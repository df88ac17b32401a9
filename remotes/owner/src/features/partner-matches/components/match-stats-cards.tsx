import { CheckCircle2, Clock, Percent, UsersRound } from 'lucide-react';
import { StatCard } from '@comarketing/ui';
import { type PartnerMatchPage } from '@comarketing/contracts';

/** Total, pending, accepted and the success rate (accepted of total) of every match in scope, as the server counted them. */
export function MatchStatsCards({ stats }: { stats: PartnerMatchPage['stats'] }) {
  const cards = [
    { label: 'Total Matches', value: String(stats.total), Icon: UsersRound },
    { label: 'Pending', value: String(stats.pending), Icon: Clock },
    { label: 'Accepted', value: String(stats.accepted), Icon: CheckCircle2 },
    { label: 'Success Rate', value: `${stats.successRate}%`, Icon: Percent },
  ];
  return (
    <section aria-label="Match statistics" className="match-stats">
      {cards.map(({ label, value, Icon }) => (
        <StatCard key={label} label={label} value={value} icon={<Icon />} />
      ))}
    </section>
  );
}
