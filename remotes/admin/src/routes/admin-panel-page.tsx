// Exposed as './AdminPanelPage': the panel's frame with its tabs.
import '../admin.css';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { SectionLoader } from '@comarketing/ui';
import { AdminPanel } from '../features/panel/components/admin-panel';

/**
 * Each tab's code loads when the tab is first opened: the panel opens on one tab, and the others
 * (the forms library and zod of the editing dialogs among them) would otherwise come with it
 * (bench/README.md, admin panel).
 */
function tabOf(load: () => Promise<ComponentType>): ReactNode {
  const Tab = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<SectionLoader />}>
      <Tab />
    </Suspense>
  );
}

const TABS = {
  dashboard: tabOf(async () => (await import('../features/dashboard/components/dashboard-tab')).DashboardTab),
  users: tabOf(async () => (await import('../features/users/components/users-tab')).UsersTab),
  businesses: tabOf(async () => (await import('../features/businesses/components/businesses-tab')).BusinessesTab),
  requests: tabOf(async () => (await import('../features/requests/components/requests-tab')).RequestsTab),
  matches: tabOf(async () => (await import('../features/matches/components/matches-tab')).MatchesTab),
  blog: tabOf(async () => (await import('../features/blog/components/blog-tab')).BlogTab),
  groups: tabOf(async () => (await import('../features/groups/components/groups-tab')).GroupsTab),
  monitoring: tabOf(async () => (await import('../features/realtime/components/realtime-tab')).RealtimeTab),
  communications: tabOf(async () => (await import('../features/communications/components/communications-tab')).CommunicationsTab),
  support: tabOf(async () => (await import('../features/support/components/support-tab')).SupportTab),
  system: tabOf(async () => (await import('../features/system/components/system-tab')).SystemTab),
  activity: tabOf(async () => (await import('../features/activity/components/activity-tab')).ActivityTab),
};

export default function AdminPanelPage() {
  return <AdminPanel tabs={TABS} />;
}
