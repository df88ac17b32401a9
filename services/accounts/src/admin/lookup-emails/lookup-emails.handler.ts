import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { AdminUsersRepository } from '../admin-users.repository';

/** The e-mails of up to 100 users by id, for admin lists whose rows other services own. */
@Injectable()
export class LookupEmailsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
  ) {}

  async execute(ids: string[]): Promise<Record<string, string>> {
    if (ids.length === 0) return {};
    return Object.fromEntries((await this.admins.emailsOf(this.unitOfWork.db, [...new Set(ids)])).map((row) => [row.id, row.email]));
  }
}
