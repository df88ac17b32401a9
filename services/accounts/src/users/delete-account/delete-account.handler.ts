import { Injectable } from '@nestjs/common';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { BusinessEntity } from '../../database/entities/business.entity';
import { UserEntity } from '../../database/entities/user.entity';

/**
 * Erases the user and everything this service holds about them, in one transaction, and announces
 * `business.deleted` and `user.deleted` so every other service erases its share. Events that name
 * the user leave the outbox too: sent ones now, unsent ones once published; the two notices
 * themselves are deleted once published (their contract says `keep: 'until-sent'`).
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  execute(userId: string): Promise<{ deleted: boolean }> {
    return this.outbox.run(async (manager, emit) => {
      const user = await manager.getRepository(UserEntity).findOneBy({ id: userId });
      if (!user) return { deleted: false };
      const business = await manager.getRepository(BusinessEntity).findOneBy({ userId });
      if (business) {
        await manager.delete(BusinessEntity, { id: business.id });
        emit('business.deleted', { businessId: business.id, userId });
      }
      // Upload rows go with the user (ON DELETE CASCADE); the BFF has already removed the files.
      const result = await manager.delete(UserEntity, { id: userId });
      if (!result.affected) return { deleted: false };
      // Every event of ours that names the user carries their id; the e-mail and the business
      // catch any that names them otherwise. Personal names are left out: shared by many users,
      // they would take other people's events too.
      await this.outbox.eraseEventsMentioning(manager, [userId, user.email, ...(business ? [business.id, business.businessName] : [])]);
      emit('user.deleted', { userId });
      return { deleted: true };
    });
  }
}
