import { Injectable } from '@nestjs/common';
import { type AdminUser } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { UserNotFound } from '../../users/user.errors';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

/** One user as the panel sees it; also how the BFF checks, on every admin call, that its admin still is one. */
@Injectable()
export class GetAdminUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
  ) {}

  async execute(id: string): Promise<AdminUser> {
    const user = await this.admins.findById(this.unitOfWork.db, id);
    if (!user) throw new UserNotFound();
    return toAdminUser(user);
  }
}
