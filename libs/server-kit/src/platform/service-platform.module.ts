import { type DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { type EventBus, OutboxRelay, RetentionPurge } from '@comarketing/messaging';
import { type Logger } from 'pino';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { openMigratedDataSource, outboxInboxMigrations, type ServiceDatabaseOptions, typeOrmOptions } from '../database/typeorm-options';
import { TypeOrmSqlRunner } from '../database/sql-runner';
import { InboxSubscriptions } from '../events/inbox-subscriptions';
import { UnitOfWork } from '../database/unit-of-work';
import { InternalTokenGuard } from '../http/internal-token.guard';
import { HealthController } from '../health/health.controller';
import { EVENT_BUS, LOGGER, OUTBOX_RELAY, PLATFORM_OPTIONS, SQL_RUNNER } from './tokens';

export interface ServicePlatformOptions {
  /** Service name for logs and health, e.g. 'accounts'. */
  name: string;
  database: ServiceDatabaseOptions;
  internalToken: string;
  logger: Logger;
  bus: EventBus;
  /** How long sent outbox rows and inbox rows are kept (default 7 days). */
  eventRetentionMs?: number;
}

/**
 * Purges old outbox and inbox rows in the background, and stops it and the outbox relay before the
 * pool closes. The relay is started by whoever started the service (`startDomainService`), once
 * every consumer of the process has subscribed: an event published before its consumer's queue
 * exists would be dropped.
 */
@Injectable()
class MessagingLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly purge: RetentionPurge;

  constructor(
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SQL_RUNNER) db: TypeOrmSqlRunner,
    @Inject(PLATFORM_OPTIONS) options: ServicePlatformOptions,
  ) {
    this.purge = new RetentionPurge({ schema: options.database.schema, db, logger: options.logger, retentionMs: options.eventRetentionMs });
  }

  onApplicationBootstrap() {
    this.purge.start();
  }

  async onApplicationShutdown() {
    await this.purge.stop();
    await this.relay.stop();
  }
}

/**
 * Everything a domain service shares: its database (own schema, migrations run at start), the
 * event bus, the unit of work (transactions that write their events to the outbox) and the relay, the internal-token guard and /health.
 */
@Module({})
export class ServicePlatformModule {
  static forRoot(options: ServicePlatformOptions): DynamicModule {
    return {
      global: true,
      module: ServicePlatformModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => typeOrmOptions({ ...options.database, migrations: [...options.database.migrations, ...outboxInboxMigrations(options.database.schema)] }),
          dataSourceFactory: (dataSourceOptions) => openMigratedDataSource({ ...dataSourceOptions!, schema: options.database.schema } as DataSourceOptions & { schema: string }),
        }),
      ],
      controllers: [HealthController],
      providers: [
        { provide: PLATFORM_OPTIONS, useValue: options },
        { provide: LOGGER, useValue: options.logger },
        { provide: EVENT_BUS, useValue: options.bus },
        { provide: SQL_RUNNER, useFactory: (ds: DataSource) => new TypeOrmSqlRunner(ds), inject: [DataSource] },
        {
          provide: OUTBOX_RELAY,
          useFactory: (runner: TypeOrmSqlRunner) =>
            new OutboxRelay({
              schema: options.database.schema,
              db: runner,
              bus: options.bus,
              logger: options.logger.child({ component: 'outbox-relay' }),
              busSharesDatabase: options.bus.sharesDatabaseWith?.(options.database.url) ?? false,
            }),
          inject: [SQL_RUNNER],
        },
        {
          provide: UnitOfWork,
          useFactory: (ds: DataSource, relay: OutboxRelay) => new UnitOfWork(ds, options.database.schema, relay),
          inject: [DataSource, OUTBOX_RELAY],
        },
        MessagingLifecycle,
        InboxSubscriptions,
        { provide: APP_GUARD, useFactory: (reflector: Reflector) => new InternalTokenGuard(options.internalToken, reflector), inject: [Reflector] },
      ],
      exports: [LOGGER, EVENT_BUS, SQL_RUNNER, OUTBOX_RELAY, UnitOfWork, InboxSubscriptions, PLATFORM_OPTIONS],
    };
  }
}
