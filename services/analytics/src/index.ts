import 'reflect-metadata';

export { analyticsService } from './analytics.service-definition';
