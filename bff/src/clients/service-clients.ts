import { SERVICE_NAMES, type ServiceName, SERVICES } from '@comarketing/platform-registry';
import { ServiceClient } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { type BffConfig } from '../bff.config';

// One class per service the BFF's routes call, so Nest injects each by its type.
export class AccountsClient extends ServiceClient {}
export class NotificationClient extends ServiceClient {}
export class MatchingClient extends ServiceClient {}
export class ContentClient extends ServiceClient {}
export class AnalyticsClient extends ServiceClient {}

const CLIENT_CLASSES: Partial<Record<ServiceName, typeof ServiceClient>> = {
  accounts: AccountsClient,
  notification: NotificationClient,
  matching: MatchingClient,
  content: ContentClient,
  analytics: AnalyticsClient,
};

/** Every service of the registry, by name (the health check asks them all). */
export type ServiceClients = Record<ServiceName, ServiceClient>;
export const SERVICE_CLIENTS = 'bff:service-clients';

export function createServiceClients(config: BffConfig, logger: Logger): ServiceClients {
  const common = { token: config.INTERNAL_TOKEN, timeoutMs: config.SERVICE_TIMEOUT_MS, logger };
  return Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const Client = CLIENT_CLASSES[name] ?? ServiceClient;
      return [name, new Client({ ...common, name, baseUrl: config[SERVICES[name].urlVariable] })];
    }),
  ) as ServiceClients;
}
