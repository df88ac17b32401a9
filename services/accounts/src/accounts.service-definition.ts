import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { ACCOUNTS_SCHEMA, AccountsModule, accountsEntities, accountsMigrations } from './accounts.module';

/** How to run the accounts service: alone (main.ts) or inside the embedded platform. */
export const accountsService: DomainServiceDefinition = {
  name: 'accounts',
  schema: ACCOUNTS_SCHEMA,
  defaultPort: 3101,
  entities: accountsEntities,
  migrations: accountsMigrations,
  module: (platform) => AccountsModule.forRoot(platform),
};
