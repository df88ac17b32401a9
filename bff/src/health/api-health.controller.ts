import { Controller, Get, Inject, Res } from '@nestjs/common';
import { type HealthReport, healthReportSchema } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { checkHealth, EVENT_BUS, type ServiceClient } from '@comarketing/server-kit';
import { type Response } from 'express';
import { DataSource } from 'typeorm';
import { AccountsClient, MatchingClient, NotificationClient } from '../clients/service-clients';

function serviceProbe(client: ServiceClient) {
  return async () => {
    const report = await client.request('GET', '/health', { schema: healthReportSchema });
    const down = Object.entries(report.components).filter(([, c]) => c.status !== 'up').map(([name]) => name);
    return report.status === 'up' ? { status: 'up' as const } : { status: 'down' as const, detail: `down: ${down.join(', ')}` };
  };
}

/** GET /api/health: every service, the BFF's database and the bus; 503 when any is down. */
@Controller('api/health')
export class ApiHealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    @Inject(MatchingClient) private readonly matching: MatchingClient,
  ) {}

  @Get()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await checkHealth({
      database: async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'up' };
      },
      bus: () => this.bus.health(),
      accounts: serviceProbe(this.accounts),
      notification: serviceProbe(this.notification),
      matching: serviceProbe(this.matching),
    });
    res.setHeader('cache-control', 'no-store');
    if (report.status !== 'up') res.status(503);
    return report;
  }
}
