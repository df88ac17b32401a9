import { Injectable } from '@nestjs/common';
import { type AdminActor, type AdminUserChange, type AdminUserUpdate, staffChangeRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AddressChange } from '../../users/address-change/address-change';
import { EmailVerificationHandler } from '../../users/email-verification/email-verification.handler';
import { UserNotFound } from '../../users/user.errors';
import { UserRepository } from '../../users/user.repository';
import { actingAdmin } from '../acting-admin';
import { StaffChangeRefused } from '../admin.errors';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

/**
 * An admin's change to a user (the edit form, activate/deactivate). The staff rank rule
 * (`staffChangeRefusal`) is applied here, where the data is, whatever the caller checked, with the
 * target's row and the acting admin's own locked (in id order): a change judged against a role
 * that is being changed at that moment, the target's or the actor's, waits for it and is judged
 * against the new one; an actor no longer an active admin is refused (actingAdmin). Answers the user before and after, for the
 * audit trail; a change of name or e-mail is announced as for an owner.
 */
@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
    private readonly addressChange: AddressChange,
    private readonly verification: EmailVerificationHandler,
    private readonly users: UserRepository,
  ) {}

  execute(actor: AdminActor, userId: string, changes: AdminUserUpdate): Promise<AdminUserChange> {
    return this.unitOfWork.run(async (tx) => {
      const locked = await this.admins.lockInIdOrder(tx, [actor.id, userId]);
      const acting = actingAdmin(actor, locked);
      const user = locked.get(userId);
      if (!user) throw new UserNotFound();
      const before = toAdminUser(user);
      const refusal = staffChangeRefusal(acting, before, changes);
      if (refusal) throw new StaffChangeRefused(refusal);
      // A new address goes as for an owner (AddressChange: unique, unconfirmed whatever else the
      // edit says, old links void, the old address told); staff confirming an address is announced.
      const { email, emailVerified, ...others } = changes;
      Object.assign(user, others);
      const moved = email !== undefined && (await this.addressChange.apply(tx, user, email, 'staff'));
      if (!moved && emailVerified === true) await this.verification.confirmWithin(tx, user);
      if (!moved && emailVerified !== undefined) user.emailVerified = emailVerified;
      const saved = await this.admins.save(tx, user);
      const after = toAdminUser(saved);
      if (['firstName', 'lastName', 'email', 'companyName', 'emailVerified'].some((field) => before[field as keyof typeof before] !== after[field as keyof typeof after])) {
        tx.emit('user.updated', { userId: after.id, email: after.email, firstName: after.firstName, lastName: after.lastName, companyName: after.companyName, ...(await this.users.addressState(tx, after.id)) });
      }
      return { before, after };
    });
  }
}
