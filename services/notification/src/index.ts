import 'reflect-metadata';

export { notificationService } from './notification.service-definition';
export { NOTIFICATION_SCHEMA } from './notification.schema-name';
