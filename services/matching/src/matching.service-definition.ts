import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { MATCHING_SCHEMA } from './matching.schema-name';
import { loadMatchingSettings } from './matching.settings';
import { MatchingModule, matchingEntities, matchingMigrations } from './matching.module';

/** How to run the matching service: alone (main.ts) or inside the embedded platform. */
export const matchingService: DomainServiceDefinition = {
  name: 'matching',
  schema: MATCHING_SCHEMA,
  defaultPort: 3103,
  entities: matchingEntities,
  migrations: matchingMigrations,
  module: (platform, env) => MatchingModule.forRoot(platform, loadMatchingSettings(env)),
};
