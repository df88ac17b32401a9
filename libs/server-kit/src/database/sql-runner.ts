import { type SqlExecutor, type SqlTransactionRunner } from '@comarketing/messaging';
import { type DataSource, type EntityManager } from 'typeorm';

/**
 * The messaging library speaks plain SQL; this adapts a TypeORM transaction to it. A structured
 * query result always gives rows, whatever the statement (TypeORM's plain `query` returns
 * `[rows, count]` for UPDATE and DELETE).
 */
export function sqlExecutorFor(manager: EntityManager): SqlExecutor {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const runner = manager.queryRunner;
      if (!runner) return (await manager.query(sql, params)) as T[];
      const result = await runner.query(sql, params, true);
      return (result.records ?? []) as T[];
    },
  };
}

export class TypeOrmSqlRunner implements SqlTransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(sqlExecutorFor(manager)));
  }
}
