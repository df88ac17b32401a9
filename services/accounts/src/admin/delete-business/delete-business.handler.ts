import { Injectable } from '@nestjs/common';
import { type AdminActor, type AdminBusiness, staffBusinessRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessNotFound } from '../../businesses/business.errors';
import { BusinessRepository } from '../../businesses/business.repository';
import { actingAdmin } from '../acting-admin';
import { StaffChangeRefused } from '../admin.errors';
import { toAdminBusiness } from '../admin-business.mapper';
import { AdminBusinessesRepository } from '../admin-businesses.repository';

/**
 * An admin removes a business (the owner's account stays; they can create a new profile), after
 * the staff rank rule (another admin's business needs a super admin), judged with the owner's row
 * and the acting admin's own locked (an actor demoted a moment ago is refused). `business.deleted` takes it out of matching, as when its owner's account is erased.
 */
@Injectable()
export class DeleteBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admin: AdminBusinessesRepository,
    private readonly businesses: BusinessRepository,
  ) {}

  execute(actor: AdminActor, id: string): Promise<AdminBusiness> {
    return this.unitOfWork.run(async (tx) => {
      const found = await this.admin.lockWithOwner(tx, id, actor.id);
      if (!found) throw new BusinessNotFound();
      const refusal = staffBusinessRefusal(actingAdmin(actor, found.users), found.owner);
      if (refusal) throw new StaffChangeRefused(refusal);
      await this.businesses.delete(tx, id);
      tx.emit('business.deleted', { businessId: id, userId: found.business.userId });
      return toAdminBusiness(found.business, found.ownerEmail);
    });
  }
}
