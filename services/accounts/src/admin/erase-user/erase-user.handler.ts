import { Injectable } from '@nestjs/common';
import { ADMIN_TEXT, type AdminActor, type AdminUser, guardedTargetRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { DeleteAccountHandler } from '../../users/delete-account/delete-account.handler';
import { UserNotFound } from '../../users/user.errors';
import { OwnAccountGuarded, SuperAdminRequired } from '../admin.errors';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

/**
 * An admin deletes a user: the same full erase as an owner deleting their own account
 * (`user.deleted` reaches every service), after the same guards as deactivation. Answers the user
 * as they were, for the audit trail.
 */
@Injectable()
export class EraseUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
    private readonly deleteAccount: DeleteAccountHandler,
  ) {}

  async execute(actor: AdminActor, userId: string): Promise<AdminUser> {
    const user = await this.admins.findById(this.unitOfWork.db, userId);
    if (!user) throw new UserNotFound();
    const refusal = guardedTargetRefusal(actor, user);
    if (refusal === 'self') throw new OwnAccountGuarded();
    if (refusal === 'super-admin') throw new SuperAdminRequired(ADMIN_TEXT.superAdminTarget);
    await this.deleteAccount.execute(userId);
    return toAdminUser(user);
  }
}
