import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { type RealtimeDashboardResponse } from '@comarketing/contracts';
import { AccountsClient, AnalyticsClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';

/**
 * The 'Real-time' tab: `GET /api/admin/realtime-dashboard`, in the specification's shape. Traffic
 * (visitors, signed-in users, the activity list) from the analytics service's page views; the
 * businesses, and who the signed-in people are (their e-mails, in one more call for the few on the
 * lists), from the accounts service, which owns them. Counted at the time of asking.
 */
@Controller('api/admin/realtime-dashboard')
@UseGuards(AdminSessionGuard)
export class AdminRealtimeController {
  constructor(
    @Inject(AnalyticsClient) private readonly analytics: AnalyticsClient,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
  ) {}

  @Get()
  @Header('cache-control', 'no-store')
  async get(): Promise<RealtimeDashboardResponse> {
    const [traffic, { businesses }] = await Promise.all([
      this.analytics.readRealtime(),
      this.accounts.readAdminMetrics(),
    ]);
    const ids = [...new Set([...traffic.users.list.map((u) => u.userId), ...traffic.visitors.list.flatMap((v) => (v.userId ? [v.userId] : []))])];
    const emails = ids.length ? await this.accounts.lookupEmails({ body: { ids } }) : {};
    const emailOf = (userId: string | null) => (userId ? (emails[userId] ?? null) : null);
    return {
      success: true,
      data: {
        ...traffic,
        visitors: { ...traffic.visitors, list: traffic.visitors.list.map((v) => ({ ...v, email: emailOf(v.userId) })) },
        users: { ...traffic.users, list: traffic.users.list.map((u) => ({ ...u, email: emailOf(u.userId) })) },
        businesses,
        generatedAt: new Date().toISOString(),
      },
    };
  }
}
