export {
  type EventHandler,
  type Subscription,
  type DeadLetter,
  type EventBus,
  type EventBusOptions,
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
} from './event-bus';
export { InProcessEventBus } from './in-process-event-bus';
export { RabbitMqEventBus, type RabbitMqEventBusOptions } from './rabbitmq-event-bus';
export { createEventBus } from './create-event-bus';
export { type SqlExecutor, type SqlTransactionRunner } from './sql';
export { outboxInboxDdl, writeToOutbox } from './outbox';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export { idempotentHandler, type IdempotentHandlerOptions } from './inbox';
export { createEnvelope } from './envelope';
export { matchesTopic } from './topic-pattern';
