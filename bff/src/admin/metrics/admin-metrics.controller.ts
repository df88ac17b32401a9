import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { type AdminMetrics } from '@comarketing/contracts';
import { AccountsClient, MatchingClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';

/** The dashboard's figures, counted by the services that own the data, at the time of asking. */
@Controller('api/admin/metrics')
@UseGuards(AdminSessionGuard)
export class AdminMetricsController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(MatchingClient) private readonly matching: MatchingClient,
  ) {}

  @Get()
  async get(): Promise<AdminMetrics> {
    const [{ users, businesses }, matching] = await Promise.all([
      this.accounts.readAdminMetrics(),
      this.matching.readAdminMetrics(),
    ]);
    return { users, businesses, matching, generatedAt: new Date().toISOString() };
  }
}
