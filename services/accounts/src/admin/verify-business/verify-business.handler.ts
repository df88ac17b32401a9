import { Injectable } from '@nestjs/common';
import { type AdminActor, type AdminBusiness, staffBusinessRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessNotFound } from '../../businesses/business.errors';
import { toBusinessUpserted } from '../../businesses/business.mapper';
import { actingAdmin } from '../acting-admin';
import { StaffChangeRefused } from '../admin.errors';
import { toAdminBusiness } from '../admin-business.mapper';
import { AdminBusinessesRepository } from '../admin-businesses.repository';

/**
 * Verifies or unverifies a business, after the staff rank rule (another admin's business needs a
 * super admin), judged with the owner's row and the acting admin's own locked (an actor demoted a
 * moment ago is refused). The owner's profile shows it at once (it reads
 * this table); matching learns it through `business.upserted`, as from any edit.
 */
@Injectable()
export class VerifyBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: AdminBusinessesRepository,
  ) {}

  execute(actor: AdminActor, id: string, verified: boolean): Promise<{ before: AdminBusiness; after: AdminBusiness }> {
    return this.unitOfWork.run(async (tx) => {
      const found = await this.businesses.lockWithOwner(tx, id, actor.id);
      if (!found) throw new BusinessNotFound();
      const refusal = staffBusinessRefusal(actingAdmin(actor, found.users), found.owner);
      if (refusal) throw new StaffChangeRefused(refusal);
      const before = toAdminBusiness(found.business, found.ownerEmail);
      if (found.business.verified === verified) return { before, after: before };
      found.business.verified = verified;
      const saved = await this.businesses.save(tx, found.business);
      tx.emit('business.upserted', toBusinessUpserted(saved));
      return { before, after: toAdminBusiness(saved, found.ownerEmail) };
    });
  }
}
