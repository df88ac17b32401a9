import { type DynamicModule } from '@nestjs/common';
import { createEventBus, type EventBus, type OutboxRelay } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { DAY_MS, loadConfig, portSchema, serviceConfigSchema, withServiceConfigChecks } from '../config/load-config';
import { type ServiceDatabaseOptions } from '../database/typeorm-options';
import { createLogger } from '../logging/logger';
import { type ServicePlatformOptions } from './service-platform.module';
import { type RunningApp, startNestApp } from './start-nest-app';
import { eventBusOptions } from './event-bus-options';
import { OUTBOX_RELAY } from './tokens';

export interface DomainServiceDefinition {
  name: string;
  schema: string;
  defaultPort: number;
  entities: ServiceDatabaseOptions['entities'];
  migrations: ServiceDatabaseOptions['migrations'];
  /** The service's module; `env` is its configuration source for settings of its own. */
  module: (platform: Omit<ServicePlatformOptions, 'name'>, env: Record<string, string | undefined>) => DynamicModule;
}

export interface StartDomainServiceOptions {
  env?: Record<string, string | undefined>;
  /** A bus shared with other parts of the process (embedded mode); otherwise one is made from AMQP_URL or DATABASE_URL. */
  bus?: EventBus;
  logger?: Logger;
  /**
   * Leave the outbox relay stopped until `startPublishing()` (embedded mode: the platform starts
   * every service, so that every consumer has subscribed, before any event goes out).
   */
  deferPublishing?: boolean;
}

export interface RunningService extends RunningApp {
  name: string;
  bus: EventBus;
  /** Starts the outbox relay (idempotent); done at start unless `deferPublishing`. */
  startPublishing(): void;
}

/**
 * Starts one domain service from configuration: the same function runs it alone (its main.ts,
 * a container) and inside the embedded single process, where the bus is shared.
 */
export async function startDomainService(definition: DomainServiceDefinition, options: StartDomainServiceOptions = {}): Promise<RunningService> {
  const env = options.env ?? process.env;
  const config = loadConfig(withServiceConfigChecks(serviceConfigSchema.extend({ PORT: portSchema.default(definition.defaultPort) })), env);
  const logger = options.logger ?? createLogger({ name: definition.name, level: config.LOG_LEVEL });
  const ownBus = options.bus === undefined;
  const bus =
    options.bus ??
    createEventBus({ ...eventBusOptions(config), databaseUrl: config.DATABASE_URL, logger: logger.child({ component: 'event-bus' }) });
  try {
    const running = await startNestApp({
      module: definition.module({
        database: { url: config.DATABASE_URL, schema: definition.schema, entities: definition.entities, migrations: definition.migrations },
        internalToken: config.INTERNAL_TOKEN,
        logger,
        bus,
        eventRetentionMs: config.EVENT_RETENTION_DAYS * DAY_MS,
      }, env),
      logger,
      host: config.HOST,
      port: config.PORT,
    });
    // Every consumer of this service subscribed while the application bootstrapped.
    const relay = running.app.get<OutboxRelay>(OUTBOX_RELAY);
    const startPublishing = () => relay.start();
    if (!options.deferPublishing) startPublishing();
    return {
      ...running,
      name: definition.name,
      bus,
      startPublishing,
      async close() {
        await running.close();
        if (ownBus) await bus.close();
      },
    };
  } catch (error) {
    if (ownBus) await bus.close();
    throw error;
  }
}

/** For a service's main.ts: start, log where, and stop cleanly on SIGINT/SIGTERM. */
export async function runDomainServiceMain(definition: DomainServiceDefinition): Promise<void> {
  const logger = createLogger({ name: definition.name });
  try {
    const service = await startDomainService(definition, { logger });
    logger.info({ url: service.url }, `${definition.name} service listening`);
    const stop = async (signal: string) => {
      logger.info({ signal }, 'shutting down');
      await service.close();
      process.exit(0);
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    logger.fatal({ err: error }, `${definition.name} service failed to start`);
    process.exit(1);
  }
}
