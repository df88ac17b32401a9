export {
  type EventHandler,
  type Subscription,
  type DeadLetter,
  type EventBus,
  type QueueDeadLetters,
  type EventBusOptions,
} from './event-bus';
export {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_OUTAGE_RETRY_MS,
  DEFAULT_OUTAGE_MAX_DELAY_MS,
  decideAfterFailure,
  type DeliveryHistory,
  type RetryDecision,
  type RetryPolicy,
  type RetryPolicyOptions,
} from './retry-policy';
export { classifyFailure, TransientError, type FailureKind } from './failure-kind';
export { InProcessEventBus } from './in-process-event-bus';
export { RabbitMqEventBus, type RabbitMqEventBusOptions } from './rabbitmq-event-bus';
export { countRabbitMqDeadLetters, replayRabbitMqDeadLetters, type RabbitMqQueueRef } from './rabbitmq-dead-letters';
export { PostgresEventBus, type PostgresEventBusOptions } from './postgres-bus/postgres-event-bus';
export { DEFAULT_BUS_SCHEMA, listDeadLetters, replayDeadLetters, queueSummary, type Queryable } from './postgres-bus/postgres-bus-tables';
export { createEventBus, type CreateEventBusOptions } from './create-event-bus';
export { type SqlExecutor, type SqlTransactionRunner } from './sql';
export { outboxInboxDdl, OUTBOX_INBOX_VERSIONS, writeToOutbox, eraseEventsMentioning, type OutboxWriteOptions } from './outbox';
export { RetentionPurge, DEFAULT_RETENTION_MS, type RetentionOptions } from './retention';
export { OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export { idempotentHandler, type IdempotentHandlerOptions } from './inbox';
export { createEnvelope } from './envelope';
export { matchesTopic } from './topic-pattern';
