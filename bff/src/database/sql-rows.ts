import { type SqlExecutor } from '@comarketing/messaging';
import { type DataSource } from 'typeorm';

/**
 * Plain SQL on the BFF's pool that always answers rows, `UPDATE ... RETURNING` included (TypeORM's
 * own `query` gives `[rows, count]` for UPDATE and DELETE). One pooled connection per statement.
 */
export function sqlRows(dataSource: DataSource): SqlExecutor {
  return {
    async query<T>(sql: string, params?: unknown[]): Promise<T[]> {
      const runner = dataSource.createQueryRunner();
      try {
        return ((await runner.query(sql, params, true)).records ?? []) as T[];
      } finally {
        await runner.release();
      }
    },
  };
}
