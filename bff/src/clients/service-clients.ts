import { accountsApi, analyticsApi, contentApi, matchingApi, notificationApi } from '@comarketing/contracts';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { SERVICE_NAMES, type ServiceName, SERVICES } from '@comarketing/platform-registry';
import { internalApiClientClass, ServiceClient } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { type BffConfig } from '../bff.config';

// A service's client as the BFF's routes use it: one typed method per route of the service's
// internal API contract (libs/contracts/src/internal); one class per service, so Nest injects each
// by its own type.
export class AccountsClient extends internalApiClientClass(accountsApi) {}
export class NotificationClient extends internalApiClientClass(notificationApi) {}
export class MatchingClient extends internalApiClientClass(matchingApi) {}
export class ContentClient extends internalApiClientClass(contentApi) {}
export class AnalyticsClient extends internalApiClientClass(analyticsApi) {}

/** Every service of the registry, by name, untyped (the health check asks them all the same way). */
export type ServiceClients = Record<ServiceName, ServiceClient>;
export const SERVICE_CLIENTS = 'bff:service-clients';

export function createServiceClients(config: BffConfig, logger: Logger): ServiceClients {
  const common = { token: config.INTERNAL_TOKEN, timeoutMs: config.SERVICE_TIMEOUT_MS, logger };
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, new ServiceClient({ ...common, name, baseUrl: config[SERVICES[name].urlVariable] })])) as ServiceClients;
}

/** Closes the connections kept open to the services when the BFF stops. */
@Injectable()
export class ServiceClientsShutdown implements OnApplicationShutdown {
  constructor(@Inject(SERVICE_CLIENTS) private readonly clients: ServiceClients) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(Object.values(this.clients).map((client) => client.close()));
  }
}
