import { Client } from 'pg';
import { type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';

export interface ServiceDatabaseOptions {
  url: string;
  /** The PostgreSQL schema this service owns; no other service touches it. */
  schema: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
}

/**
 * TypeORM settings shared by every service: migrations only (never `synchronize`), the service's
 * own schema, and UUIDs from PostgreSQL's built-in gen_random_uuid() so PGlite works unchanged.
 */
export function typeOrmOptions(options: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    applicationName: `comarketing-${options.schema}`,
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000 },
  };
}

/**
 * Creates the service's schema before TypeORM runs: TypeORM keeps its migrations table inside the
 * configured schema and would fail on a database that has never seen the service.
 */
export async function ensureSchema(url: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
