import { type AdminMetrics, PAIR_STATUS_LABELS, PAIR_STATUSES } from '@comarketing/contracts';
import { Alert, AlertDescription, Button, SectionLoader, StatCard } from '@comarketing/ui';
import { Building2, Handshake, Inbox, Percent, UserPlus, Users } from 'lucide-react';
import { useAdminMetricsQuery } from '../../../shared/admin-api';
import { TrendPanel } from './trend-panel';

const number = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

/**
 * 'Two businesses matched count once: 3 pending, 1 accepted'. A match is stored as one row per
 * side; the figure counts pairs, in the pair's state, as the Matches tab filters them.
 */
function pairNote(byStatus: AdminMetrics['matching']['pairsByStatus']): string {
  const parts = PAIR_STATUSES.filter((status) => byStatus[status]).map((status) => `${number.format(byStatus[status])} ${PAIR_STATUS_LABELS[status].toLowerCase()}`);
  return parts.length ? `Two businesses matched count once: ${parts.join(', ')}` : 'No matches yet';
}

/** The dashboard: figures counted by the services when asked (never placeholders), and the last 30 days' trend. */
export function DashboardTab() {
  const { data, error, isLoading, refetch, fulfilledTimeStamp } = useAdminMetricsQuery();
  if (isLoading) return <SectionLoader />;
  if (error || !data) {
    return (
      <Alert variant="destructive">
        <AlertDescription>
          The figures could not be loaded. <Button variant="secondary" size="sm" onClick={() => void refetch()}>Try again</Button>
        </AlertDescription>
      </Alert>
    );
  }
  const totalPairs = Object.values(data.matching.pairsByStatus).reduce((sum, n) => sum + n, 0);
  return (
    <section aria-labelledby="admin-dashboard-title" className="admin-section">
      <h2 id="admin-dashboard-title" className="admin-section__title">
        Dashboard
      </h2>
      <p className="admin-section__lead">
        Counted {fulfilledTimeStamp ? `at ${new Date(fulfilledTimeStamp).toLocaleTimeString('en-GB')}` : 'just now'} from the accounts and matching services.
      </p>
      <div className="admin-stats">
        <StatCard headingLevel={3} label="Users" value={number.format(data.users.total)} note={`${number.format(data.users.active)} active`} icon={<Users />} />
        <StatCard headingLevel={3} label="New this week" value={number.format(data.users.newThisWeek)} note="Sign-ups in the last 7 days" icon={<UserPlus />} />
        <StatCard headingLevel={3} label="Businesses" value={number.format(data.businesses.total)} note={`${number.format(data.businesses.verified)} verified`} icon={<Building2 />} />
        <StatCard headingLevel={3} label="Open requests" value={number.format(data.matching.openRequests)} note="Marketing requests still open" icon={<Inbox />} />
        <StatCard headingLevel={3} label="Matches (pairs)" value={number.format(totalPairs)} note={pairNote(data.matching.pairsByStatus)} icon={<Handshake />} />
        <StatCard
          headingLevel={3}
          label="Acceptance rate"
          value={data.matching.acceptanceRate === null ? 'None decided yet' : percent.format(data.matching.acceptanceRate)}
          note="Pairs both sides accepted, of all pairs accepted, declined or expired"
          icon={<Percent />}
        />
      </div>
      <TrendPanel />
    </section>
  );
}
