import { ServiceClient } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { type BffConfig } from '../bff.config';

export class AccountsClient extends ServiceClient {}
export class NotificationClient extends ServiceClient {}
export class MatchingClient extends ServiceClient {}

export function createServiceClients(config: BffConfig, logger: Logger) {
  const common = { token: config.INTERNAL_TOKEN, timeoutMs: config.SERVICE_TIMEOUT_MS, logger };
  return {
    accounts: new AccountsClient({ ...common, name: 'accounts', baseUrl: config.ACCOUNTS_URL }),
    notification: new NotificationClient({ ...common, name: 'notification', baseUrl: config.NOTIFICATION_URL }),
    matching: new MatchingClient({ ...common, name: 'matching', baseUrl: config.MATCHING_URL }),
  };
}
