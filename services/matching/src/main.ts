import 'reflect-metadata';
import { runDomainServiceMain } from '@comarketing/server-kit';
import { matchingService } from './matching.service-definition';

void runDomainServiceMain(matchingService);
