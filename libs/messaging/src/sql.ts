/** Rows of a query; an adapter over the ORM in use (the services wrap a TypeORM QueryRunner). */
export interface SqlExecutor {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Runs `work` in one transaction: commits when it resolves, rolls back when it throws. */
export interface SqlTransactionRunner {
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
}

// Schema names are interpolated into SQL (identifiers cannot be bound parameters), so only plain
// lower-case identifiers are accepted; quoting then keeps them exact.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Returns the schema as a quoted SQL identifier, or throws for anything but a plain name. */
export function quoteSchema(schema: string): string {
  if (typeof schema !== 'string' || !SCHEMA_NAME.test(schema)) {
    throw new TypeError(`Invalid schema name "${String(schema)}": expected a lower-case SQL identifier`);
  }
  return `"${schema}"`;
}
