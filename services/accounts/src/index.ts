import 'reflect-metadata';

export { accountsService } from './accounts.service-definition';
export { ACCOUNTS_SCHEMA } from './accounts.module';
