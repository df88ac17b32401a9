import { OUTBOX_INBOX_VERSIONS, outboxInboxDdl } from '@comarketing/messaging';
import { DataSource, type DataSourceOptions, type EntitySchema, type MigrationInterface, type MixedList, type QueryRunner } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  /** The PostgreSQL schema this service owns; no other service touches it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: Array<Function | string>;
  poolSize?: number;
}

/**
 * TypeORM settings shared by every service: migrations only (never `synchronize`), run by
 * `openMigratedDataSource` rather than at connect, the service's own schema, and UUIDs from
 * PostgreSQL's built-in gen_random_uuid() so PGlite works unchanged.
 */
export function typeOrmOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    applicationName: `comarketing-${options.schema}`,
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 },
  };
}

/**
 * The migrations that keep a service's outbox and inbox tables (owned by @comarketing/messaging)
 * in their current shape: one per version of those tables, each running the idempotent DDL, so a
 * service gets every upgrade of the library without writing a migration of its own.
 */
export function outboxInboxMigrations(schema: string): Array<new () => MigrationInterface> {
  return OUTBOX_INBOX_VERSIONS.map((version) => {
    const name = `OutboxInboxTables${version}`;
    const migration = class implements MigrationInterface {
      name = name;
      async up(q: QueryRunner): Promise<void> {
        for (const statement of outboxInboxDdl(schema)) await q.query(statement);
      }
      async down(): Promise<void> {
        // The tables belong to the service's schema and go with it.
      }
    };
    Object.defineProperty(migration, 'name', { value: name });
    return migration;
  });
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Connects and brings the schema up to date, one instance at a time: instances of a service
 * starting together would otherwise both see a migration pending and both run it (the second
 * fails half-way). A session-level advisory lock per schema serialises them; the second finds
 * nothing left to do. Also creates the schema first, since TypeORM keeps its migrations table in it.
 */
export async function openMigratedDataSource(options: DataSourceOptions & { schema: string }): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    await migrateExclusively(dataSource, options.schema);
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

export async function migrateExclusively(dataSource: DataSource, schema: string): Promise<void> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  const key = `comarketing.migrations:${schema}`;
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtextextended($1, 0))`, [key]);
    try {
      await lock.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(schema)}`);
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query(`SELECT pg_advisory_unlock(hashtextextended($1, 0))`, [key]);
    }
  } finally {
    await lock.release();
  }
}
