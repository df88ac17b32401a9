import 'reflect-metadata';
import { runDomainServiceMain } from '@comarketing/server-kit';
import { notificationService } from './notification.service-definition';

void runDomainServiceMain(notificationService);
