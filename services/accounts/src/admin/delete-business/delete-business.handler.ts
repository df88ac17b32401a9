import { Injectable } from '@nestjs/common';
import { type AdminBusiness } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessNotFound } from '../../businesses/business.errors';
import { BusinessRepository } from '../../businesses/business.repository';
import { toAdminBusiness } from '../admin-business.mapper';
import { AdminBusinessesRepository } from '../admin-businesses.repository';

/**
 * An admin removes a business (the owner's account stays; they can create a new profile).
 * `business.deleted` takes it out of matching, as when its owner's account is erased.
 */
@Injectable()
export class DeleteBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admin: AdminBusinessesRepository,
    private readonly businesses: BusinessRepository,
  ) {}

  execute(id: string): Promise<AdminBusiness> {
    return this.unitOfWork.run(async (tx) => {
      const found = await this.admin.findWithOwner(tx, id, true);
      if (!found) throw new BusinessNotFound();
      await this.businesses.delete(tx, id);
      tx.emit('business.deleted', { businessId: id, userId: found.business.userId });
      return toAdminBusiness(found.business, found.ownerEmail);
    });
  }
}
