import { randomBytes } from 'node:crypto';
import { startEmbeddedPostgres } from '@comarketing/pg-embedded';
import { Pool } from 'pg';
import { outboxInboxDdl, type SqlExecutor, type SqlTransactionRunner } from '../../src';

export interface TestDatabase {
  /** Connection URL, for components that open their own pool. */
  url: string;
  pool: Pool;
  db: SqlTransactionRunner;
  /** A schema of its own for this test file, with the outbox and inbox tables. */
  schema: string;
  close(): Promise<void>;
}

/**
 * A real PostgreSQL: `DATABASE_URL` when set, otherwise an in-memory embedded one. Each call gets a
 * fresh schema, dropped again by close().
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
  const url = process.env.DATABASE_URL ?? embedded!.url;
  const pool = new Pool({ connectionString: url, max: 5 });
  pool.on('error', () => undefined); // an idle client losing its server is not a test failure
  const schema = `msg_test_${randomBytes(5).toString('hex')}`;
  await pool.query(`CREATE SCHEMA "${schema}"`);
  for (const statement of outboxInboxDdl(schema)) await pool.query(statement);
  return {
    url,
    pool,
    db: poolTransactionRunner(pool),
    schema,
    async close() {
      try {
        await pool.query(`DROP SCHEMA "${schema}" CASCADE`);
        await pool.end();
      } finally {
        await embedded?.stop();
      }
    },
  };
}

/** The tiny SqlTransactionRunner the services get from their ORM, here over a pg Pool. */
export function poolTransactionRunner(pool: Pool): SqlTransactionRunner {
  return {
    async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: SqlExecutor = {
          query: async <R = Record<string, unknown>>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
        };
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
  };
}

/** Starting the embedded database on a busy machine can outlast Jest's default 5 s hook timeout. */
const HOOK_TIMEOUT_MS = 60_000;

/**
 * Registers the hooks for a test file's database: started in beforeAll (then handed to `ready`),
 * always closed in afterAll, even when starting outlived its hook; an orphaned server would keep
 * Jest from exiting.
 */
export function useTestDatabase(ready: (database: TestDatabase) => void | Promise<void>): void {
  let starting: Promise<TestDatabase> | undefined;
  beforeAll(async () => {
    starting = startTestDatabase();
    await ready(await starting);
  }, HOOK_TIMEOUT_MS);
  afterAll(async () => {
    const database = await starting?.catch(() => undefined);
    await database?.close();
  }, HOOK_TIMEOUT_MS);
}
