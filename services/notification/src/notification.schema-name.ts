export const NOTIFICATION_SCHEMA = 'notification';
