import 'reflect-metadata';
import { runDomainServiceMain } from '@comarketing/server-kit';
import { accountsService } from './accounts.service-definition';

void runDomainServiceMain(accountsService);
