import { Injectable } from '@nestjs/common';
import { type AdminGroupListQuery, type GroupPartnership, type Page } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { GroupRepository, toGroupPartnership } from '../group.repository';

@Injectable()
export class ListGroupsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly groups: GroupRepository,
  ) {}

  async execute(query: AdminGroupListQuery): Promise<Page<GroupPartnership>> {
    const { rows, total } = await this.groups.page(this.unitOfWork.db, query.page, query.pageSize, query.order);
    return { rows: rows.map(toGroupPartnership), total, page: query.page, pageSize: query.pageSize };
  }
}
