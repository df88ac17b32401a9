import { type CreateEventBusOptions } from '@comarketing/messaging';
import { type ServiceConfig } from '../config/load-config';

export type EventBusSettings = Pick<
  ServiceConfig,
  'AMQP_URL' | 'EVENT_NAMESPACE' | 'EVENT_QUEUE_EXPIRES_MS' | 'EVENT_MAX_RETRIES' | 'EVENT_RETRY_DELAY_MS' | 'EVENT_OUTAGE_RETRY_MS' | 'EVENT_OUTAGE_MAX_DELAY_MS'
>;

/** The event bus the EVENT_* settings describe (a service alone, or the embedded platform's one bus). */
export function eventBusOptions(config: EventBusSettings): Omit<CreateEventBusOptions, 'logger'> {
  return {
    amqpUrl: config.AMQP_URL,
    namespace: config.EVENT_NAMESPACE,
    queueExpiresMs: config.EVENT_QUEUE_EXPIRES_MS,
    maxRetries: config.EVENT_MAX_RETRIES,
    retryDelayMs: config.EVENT_RETRY_DELAY_MS,
    outageRetryMs: config.EVENT_OUTAGE_RETRY_MS,
    outageMaxDelayMs: config.EVENT_OUTAGE_MAX_DELAY_MS,
  };
}
