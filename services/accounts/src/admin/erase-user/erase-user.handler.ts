import { Injectable } from '@nestjs/common';
import { type AdminActor, type AdminUser, staffChangeRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { DeleteAccountHandler } from '../../users/delete-account/delete-account.handler';
import { UserNotFound } from '../../users/user.errors';
import { actingAdmin } from '../acting-admin';
import { StaffChangeRefused } from '../admin.errors';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

/**
 * An admin deletes a user: the same full erase as an owner deleting their own account
 * (`user.deleted` reaches every service), after the staff rank rule, judged with the user's row
 * and the acting admin's own locked (in id order) in the erase's own transaction (a user made an
 * admin meanwhile is judged as an admin, an actor demoted meanwhile is refused). Answers the user
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
    const erased = await this.unitOfWork.run(async (tx) => {
      const locked = await this.admins.lockInIdOrder(tx, [actor.id, userId]);
      const acting = actingAdmin(actor, locked);
      const user = locked.get(userId);
      if (!user) return null;
      const refusal = staffChangeRefusal(acting, user, 'erase');
      if (refusal) throw new StaffChangeRefused(refusal);
      return (await this.deleteAccount.eraseIn(tx, userId)) ? toAdminUser(user) : null;
    });
    if (!erased) throw new UserNotFound();
    return erased;
  }
}
