import { Injectable } from '@nestjs/common';
import { type AdminBusiness, type AdminBusinessListQuery, type Page } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { adminBusinessFromRow } from '../admin-business.mapper';
import { AdminBusinessesRepository } from '../admin-businesses.repository';

@Injectable()
export class ListBusinessesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly businesses: AdminBusinessesRepository,
  ) {}

  async execute(query: AdminBusinessListQuery): Promise<Page<AdminBusiness>> {
    const { rows, total } = await this.businesses.page(this.unitOfWork.db, query);
    return { rows: rows.map(adminBusinessFromRow), total, page: query.page, pageSize: query.pageSize };
  }
}
