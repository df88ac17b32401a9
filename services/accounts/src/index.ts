import 'reflect-metadata';

export { accountsService } from './accounts.service-definition';
export { ACCOUNTS_SCHEMA } from './accounts.module';
export { EnsureSuperAdminHandler, type EnsureSuperAdminOutcome } from './admin/ensure-super-admin/ensure-super-admin.handler';
