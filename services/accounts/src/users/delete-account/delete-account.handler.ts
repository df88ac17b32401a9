import { Injectable } from '@nestjs/common';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { BusinessEntity } from '../../database/entities/business.entity';
import { UserEntity } from '../../database/entities/user.entity';

/**
 * Erases the user and everything this service holds about them, in one transaction, and announces
 * `business.deleted` and `user.deleted` so every other service erases its share. Events already
 * sent that carry the user's details leave the outbox too; only the deletion notices stay until
 * the relay has published them.
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  execute(userId: string): Promise<{ deleted: boolean }> {
    return this.outbox.run(async (manager, emit) => {
      const business = await manager.getRepository(BusinessEntity).findOneBy({ userId });
      if (business) {
        await manager.delete(BusinessEntity, { id: business.id });
        emit('business.deleted', { businessId: business.id, userId });
      }
      // Upload rows go with the user (ON DELETE CASCADE); the BFF has already removed the files.
      const result = await manager.delete(UserEntity, { id: userId });
      await manager.query(`DELETE FROM accounts.outbox WHERE sent_at IS NOT NULL AND envelope->'payload'->>'userId' = $1`, [userId]);
      if (result.affected) emit('user.deleted', { userId });
      return { deleted: Boolean(result.affected) };
    });
  }
}
