// Exposed as './DashboardPage'.
export { DashboardPage as default } from '../features/dashboard/components/dashboard-page';
