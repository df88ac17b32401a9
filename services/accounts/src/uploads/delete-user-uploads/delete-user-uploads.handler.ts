import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { sqlExecutorFor } from '@comarketing/server-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { isUuid } from '../upload.mapper';

/**
 * Deletes every upload row of a user and returns their ids, so the caller can delete the files.
 * Account deletion in this service can pass its own transaction's manager.
 */
@Injectable()
export class DeleteUserUploadsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(userId: string, manager?: EntityManager): Promise<string[]> {
    if (!isUuid(userId)) return [];
    const run = async (tx: EntityManager) => {
      const rows = await sqlExecutorFor(tx).query<{ id: string }>(`DELETE FROM accounts.uploads WHERE user_id = $1 RETURNING id`, [userId]);
      return rows.map((row) => row.id);
    };
    return manager ? run(manager) : this.dataSource.transaction(run);
  }
}
