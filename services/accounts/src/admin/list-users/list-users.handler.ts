import { Injectable } from '@nestjs/common';
import { type AdminUser, type AdminUserListQuery, type Page } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { adminUserFromRow } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

@Injectable()
export class ListUsersHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
  ) {}

  async execute(query: AdminUserListQuery): Promise<Page<AdminUser>> {
    const { rows, total } = await this.admins.page(this.unitOfWork.db, query);
    return { rows: rows.map(adminUserFromRow), total, page: query.page, pageSize: query.pageSize };
  }
}
