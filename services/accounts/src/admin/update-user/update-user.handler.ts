import { Injectable } from '@nestjs/common';
import { ADMIN_TEXT, type AdminActor, type AdminUserChange, type AdminUserUpdate, guardedTargetRefusal, roleChangeRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AddressChange } from '../../users/address-change/address-change';
import { EmailVerificationHandler } from '../../users/email-verification/email-verification.handler';
import { UserNotFound } from '../../users/user.errors';
import { OwnAccountGuarded, OwnRoleUnchangeable, SuperAdminRequired } from '../admin.errors';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

/**
 * An admin's change to a user (the edit form, activate/deactivate). The role rules are applied
 * here, where the data is, whatever the caller checked: nobody changes their own role, only a
 * super admin grants or removes admin roles, nobody deactivates themselves. Answers the user
 * before and after, for the audit trail; a change of name or e-mail is announced as for an owner.
 */
@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
    private readonly addressChange: AddressChange,
    private readonly verification: EmailVerificationHandler,
  ) {}

  execute(actor: AdminActor, userId: string, changes: AdminUserUpdate): Promise<AdminUserChange> {
    return this.unitOfWork.run(async (tx) => {
      const user = await this.admins.findForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      const before = toAdminUser(user);
      if (changes.role !== undefined) {
        const refusal = roleChangeRefusal(actor, user, changes.role);
        if (refusal === 'own-role') throw new OwnRoleUnchangeable();
        if (refusal === 'not-super-admin') throw new SuperAdminRequired();
      }
      if (changes.isActive === false && user.isActive) {
        const refusal = guardedTargetRefusal(actor, user);
        if (refusal === 'self') throw new OwnAccountGuarded();
        if (refusal === 'super-admin') throw new SuperAdminRequired(ADMIN_TEXT.superAdminTarget);
      }
      // A new address goes as for an owner (AddressChange: unconfirmed, whatever else the edit
      // says; old links void; the old address told); staff confirming an address is announced.
      const { email, emailVerified, ...others } = changes;
      Object.assign(user, others);
      const moved = email !== undefined && (await this.addressChange.apply(tx, user, email, 'staff'));
      if (!moved && emailVerified === true) await this.verification.confirmWithin(tx, user);
      if (!moved && emailVerified !== undefined) user.emailVerified = emailVerified;
      const saved = await this.admins.save(tx, user);
      const after = toAdminUser(saved);
      if (['firstName', 'lastName', 'email', 'companyName', 'emailVerified'].some((field) => before[field as keyof typeof before] !== after[field as keyof typeof after])) {
        tx.emit('user.updated', { userId: after.id, email: after.email, firstName: after.firstName, lastName: after.lastName, companyName: after.companyName, emailVerified: after.emailVerified });
      }
      return { before, after };
    });
  }
}
