/** Dependency-injection tokens the platform module provides to every service. */
export const LOGGER = 'comarketing:logger';
export const EVENT_BUS = 'comarketing:event-bus';
export const SQL_RUNNER = 'comarketing:sql-runner';
export const OUTBOX_RELAY = 'comarketing:outbox-relay';
export const PLATFORM_OPTIONS = 'comarketing:platform-options';
