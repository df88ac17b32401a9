// Exposed as './AdminPanelPage': the panel's frame with its tabs.
import '../admin.css';
import { ActivityTab } from '../features/activity/components/activity-tab';
import { BlogTab } from '../features/blog/components/blog-tab';
import { BusinessesTab } from '../features/businesses/components/businesses-tab';
import { CommunicationsTab } from '../features/communications/components/communications-tab';
import { RequestsTab } from '../features/requests/components/requests-tab';
import { MatchesTab } from '../features/matches/components/matches-tab';
import { GroupsTab } from '../features/groups/components/groups-tab';
import { DashboardTab } from '../features/dashboard/components/dashboard-tab';
import { SupportTab } from '../features/support/components/support-tab';
import { SystemTab } from '../features/system/components/system-tab';
import { RealtimeTab } from '../features/realtime/components/realtime-tab';
import { AdminPanel } from '../features/panel/components/admin-panel';
import { UsersTab } from '../features/users/components/users-tab';

export default function AdminPanelPage() {
  return <AdminPanel tabs={{ dashboard: <DashboardTab />, users: <UsersTab />, businesses: <BusinessesTab />, requests: <RequestsTab />, matches: <MatchesTab />, blog: <BlogTab />, groups: <GroupsTab />, monitoring: <RealtimeTab />, communications: <CommunicationsTab />, support: <SupportTab />, system: <SystemTab />, activity: <ActivityTab /> }} />;
}
