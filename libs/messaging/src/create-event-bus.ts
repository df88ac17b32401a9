import { type EventBus, type EventBusOptions } from './event-bus';
import { InProcessEventBus } from './in-process-event-bus';
import { PostgresEventBus, type PostgresEventBusOptions } from './postgres-bus/postgres-event-bus';
import { RabbitMqEventBus, type RabbitMqEventBusOptions } from './rabbitmq-event-bus';

export interface CreateEventBusOptions extends EventBusOptions, Pick<RabbitMqEventBusOptions, 'namespace' | 'queueExpiresMs'>, Pick<PostgresEventBusOptions, 'exclusive'> {
  /** RabbitMQ, when set. */
  amqpUrl?: string;
  /** Without a broker: durable queues in this PostgreSQL database (the embedded default). */
  databaseUrl?: string;
}

/**
 * RabbitMQ when `amqpUrl` is set; otherwise queues in PostgreSQL when `databaseUrl` is set (the
 * embedded platform, or services sharing one database without a broker); otherwise memory only
 * (unit tests: nothing survives the process). Either durable bus comes back already connecting in
 * the background: services start, report the bus as down in their health, and publish fails fast
 * (the outbox keeps events) until it is up.
 */
export function createEventBus(options: CreateEventBusOptions): EventBus {
  const { amqpUrl, databaseUrl, namespace, queueExpiresMs, exclusive, ...busOptions } = options;
  if (amqpUrl) {
    const bus = new RabbitMqEventBus({ ...busOptions, url: amqpUrl, namespace, queueExpiresMs });
    // Never times out; rejects only if the bus is closed before it ever connected. Failures are
    // logged by the bus itself as it retries.
    bus.connect(Number.POSITIVE_INFINITY).catch(() => undefined);
    return bus;
  }
  if (databaseUrl) {
    const bus = new PostgresEventBus({ ...busOptions, url: databaseUrl, namespace, exclusive });
    // Its tables, made in the background as RabbitMQ's connection is; failures are retried on use.
    bus.connect().catch(() => undefined);
    return bus;
  }
  return new InProcessEventBus(busOptions);
}
