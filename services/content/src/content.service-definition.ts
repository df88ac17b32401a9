import { SERVICES } from '@comarketing/platform-registry';
import { type DomainServiceDefinition } from '@comarketing/server-kit';
import { loadContentSettings } from './content.settings';
import { ContentModule, contentMigrations } from './content.module';

const part = SERVICES['content'];

/** How to run the content service: alone (main.ts) or inside the embedded platform. */
export const contentService: DomainServiceDefinition = {
  name: 'content',
  schema: part.schema,
  defaultPort: part.defaultPort,
  entities: [],
  migrations: contentMigrations,
  module: (platform, env) => ContentModule.forRoot(platform, loadContentSettings(env)),
};
