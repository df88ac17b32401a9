import 'reflect-metadata';
import { runDomainServiceMain } from '@comarketing/server-kit';
import { analyticsService } from './analytics.service-definition';

void runDomainServiceMain(analyticsService);
