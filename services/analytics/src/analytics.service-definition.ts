import { SERVICES } from '@comarketing/platform-registry';
import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { loadAnalyticsSettings } from './analytics.settings';
import { AnalyticsModule, analyticsMigrations } from './analytics.module';

const part = SERVICES['analytics'];

/** How to run the analytics service: alone (main.ts) or inside the embedded platform. */
export const analyticsService: DomainServiceDefinition = {
  name: 'analytics',
  schema: part.schema,
  defaultPort: part.defaultPort,
  entities: [],
  migrations: analyticsMigrations,
  module: (platform, env) => AnalyticsModule.forRoot(platform, loadAnalyticsSettings(env)),
};
