import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { ACCOUNTS_SCHEMA, AccountsModule, accountsEntities, accountsMigrations } from './accounts.module';
import { loadAccountsSettings } from './accounts.settings';

/** How to run the accounts service: alone (main.ts) or inside the embedded platform. */
export const accountsService: DomainServiceDefinition = {
  name: 'accounts',
  schema: ACCOUNTS_SCHEMA,
  defaultPort: 3101,
  entities: accountsEntities,
  migrations: accountsMigrations,
  module: (platform, env) => AccountsModule.forRoot(platform, loadAccountsSettings(env)),
};
