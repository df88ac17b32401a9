import { Controller, Get, Header, Inject, Query, UseGuards } from '@nestjs/common';
import { type AdminTrends, adminTrendsQuerySchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AnalyticsClient } from '../../clients/service-clients';
import { AdminSessionGuard } from '../session/admin-session.guard';
import { trendRange } from './trend-range';

/**
 * The dashboard's trend: `GET /api/admin/trends?days=30`, the analytics service's daily counts
 * (registrations, new businesses, requests, matches, page views, visitors) over the last `days`
 * London days, today included. Any staff member may read it, as the dashboard's figures.
 */
@Controller('api/admin/trends')
@UseGuards(AdminSessionGuard)
export class AdminTrendsController {
  constructor(@Inject(AnalyticsClient) private readonly analytics: AnalyticsClient) {}

  @Get()
  @Header('cache-control', 'no-store')
  async get(@Query() query: unknown): Promise<AdminTrends> {
    const { days } = parseInput(adminTrendsQuerySchema, query);
    const series = await this.analytics.readSeries({ query: trendRange(days, new Date()) });
    return { ...series, days, generatedAt: new Date().toISOString() };
  }
}
