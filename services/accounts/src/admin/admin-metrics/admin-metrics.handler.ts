import { Injectable } from '@nestjs/common';
import { type AdminMetrics } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AdminUsersRepository } from '../admin-users.repository';

const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The accounts service's share of the admin dashboard: users and businesses, counted now. */
@Injectable()
export class AdminMetricsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
  ) {}

  async execute(now = new Date()): Promise<Pick<AdminMetrics, 'users' | 'businesses'>> {
    const [users, businesses] = await Promise.all([this.admins.userFigures(this.unitOfWork.db, new Date(now.getTime() - WEEK_MS)), this.admins.businessFigures(this.unitOfWork.db)]);
    return { users, businesses };
  }
}
