import 'reflect-metadata';
import { runDomainServiceMain } from '@comarketing/server-kit';
import { contentService } from './content.service-definition';

void runDomainServiceMain(contentService);
