import '../dashboard.css';
import { SectionLoader } from '@comarketing/ui';
import { useDashboardData } from '../hooks/use-dashboard-data';
import { DashboardHeader } from './dashboard-header';
import { StatsOverview } from './stats-overview';
import { ActionCards } from './action-cards';
import { GettingStartedCard } from './getting-started-card';
import { RecentActivityCard } from './recent-activity-card';

export function DashboardPage() {
  const { user, counts, inboxUnread, businessKnown, hasBusiness, recentActivity, recentActivityLoading } = useDashboardData();
  return (
    <div className="dashboard cm-container">
      <DashboardHeader firstName={user?.firstName} inboxUnread={inboxUnread} />
      <StatsOverview partnerMatches={counts.partnerMatches} />
      <ActionCards hasBusiness={hasBusiness} notifications={counts.notifications} messages={counts.messages} />
      <section aria-label={hasBusiness ? 'Recent activity' : 'Getting started'} className="dashboard__bottom">
        {!businessKnown ? (
          <SectionLoader />
        ) : hasBusiness ? (
          <RecentActivityCard items={recentActivity} loading={recentActivityLoading} />
        ) : (
          <GettingStartedCard />
        )}
      </section>
    </div>
  );
}
