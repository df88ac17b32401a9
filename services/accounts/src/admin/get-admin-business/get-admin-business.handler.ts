import { Injectable } from '@nestjs/common';
import { type AdminBusiness } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { BusinessNotFound } from '../../businesses/business.errors';
import { toAdminBusiness } from '../admin-business.mapper';
import { AdminBusinessesRepository } from '../admin-businesses.repository';

/** One business as the panel sees it (the BFF reads it before a change, for the audit trail). */
@Injectable()
export class GetAdminBusinessHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: AdminBusinessesRepository,
  ) {}

  async execute(id: string): Promise<AdminBusiness> {
    const found = await this.businesses.findWithOwner(this.unitOfWork.db, id);
    if (!found) throw new BusinessNotFound();
    return toAdminBusiness(found.business, found.ownerEmail);
  }
}
