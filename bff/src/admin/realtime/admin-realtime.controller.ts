import { Controller, Get, Header, Inject, UseGuards } from '@nestjs/common';
import { adminBusinessMetricsSchema, type RealtimeDashboardResponse, realtimeTrafficSchema } from '@comarketing/contracts';
import { z } from 'zod';
import { AccountsClient, AnalyticsClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';

const accountsFigures = z.object({ businesses: adminBusinessMetricsSchema });

/**
 * The 'Real-time' tab: `GET /api/admin/realtime-dashboard`, in the specification's shape. Traffic
 * (visitors, signed-in users, the activity list) from the analytics service's page views; the
 * businesses from the accounts service, which owns them. Counted at the time of asking.
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
      this.analytics.request('GET', '/internal/analytics/realtime', { schema: realtimeTrafficSchema }),
      this.accounts.request('GET', '/internal/admin/metrics', { schema: accountsFigures }),
    ]);
    return { success: true, data: { ...traffic, businesses, generatedAt: new Date().toISOString() } };
  }
}
