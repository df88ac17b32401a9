// Exposed as './NotificationsPage'.
export { NotificationsPage as default } from '../features/notifications/components/notifications-page';
