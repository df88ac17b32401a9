import { type EventBus, type EventBusOptions } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { RabbitMqEventBus, type RabbitMqEventBusOptions } from './rabbitmq-event-bus';

/**
 * RabbitMQ when `amqpUrl` is set, else the in-process bus (embedded mode). The RabbitMQ bus comes
 * back already connecting in the background: services start, report the broker as down in their
 * health, and publish fails fast (the outbox keeps events) until it is up.
 */
export function createEventBus(options: EventBusOptions & { amqpUrl?: string } & Pick<RabbitMqEventBusOptions, 'namespace' | 'queueExpiresMs'>): EventBus {
  const { amqpUrl, namespace, queueExpiresMs, ...busOptions } = options;
  if (!amqpUrl) return new InProcessEventBus(busOptions);
  const bus = new RabbitMqEventBus({ ...busOptions, url: amqpUrl, namespace, queueExpiresMs });
  // Never times out; rejects only if the bus is closed before it ever connected. Failures are
  // logged by the bus itself as it retries.
  bus.connect(Number.POSITIVE_INFINITY).catch(() => undefined);
  return bus;
}
