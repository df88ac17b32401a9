import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { type HealthReport, healthReportSchema } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { assertOperator, CachedHealthCheck, EVENT_BUS, type HealthProbe, publicHealth, type ServiceClient } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { DataSource } from 'typeorm';
import { BFF_CONFIG, type BffConfig } from '../bff.config';
import { SERVICE_CLIENTS, type ServiceClients } from '../clients/service-clients';

/** A service as one part: up when it says all its parts are; the detail lists them (operators only). */
function serviceProbe(client: ServiceClient): HealthProbe {
  return async () => {
    const report = await client.request('GET', '/health/details', { schema: healthReportSchema });
    const parts = Object.entries(report.components).map(([name, c]) => `${name}: ${c.status}${c.detail ? ` (${c.detail})` : ''}`);
    return { status: report.status, detail: parts.join('; ') };
  };
}

/**
 * Every service, the BFF's database and the bus, checked at most once every two seconds however
 * many ask (the check calls every service, so a flood of /api/health must not multiply that).
 * `GET /api/health` is public and says only up or down per part, 503 when any is down; what failed
 * (error texts name internal hosts and ports) is at `GET /api/health/details`, for operators with
 * the internal token.
 */
@Controller('api/health')
export class ApiHealthController {
  private readonly check: CachedHealthCheck;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_CLIENTS) services: ServiceClients,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    this.check = new CachedHealthCheck({
      database: async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'up' };
      },
      bus: () => this.bus.health(),
      ...Object.fromEntries(Object.entries(services).map(([name, client]) => [name, serviceProbe(client)])),
    });
  }

  @Get()
  @Header('cache-control', 'no-store')
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.check.report();
    if (report.status !== 'up') res.status(503);
    return publicHealth(report);
  }

  /** Answered 200 whatever the state, which is in the report. */
  @Get('details')
  @Header('cache-control', 'no-store')
  async details(@Req() req: Request): Promise<HealthReport> {
    assertOperator(this.config.INTERNAL_TOKEN, req);
    return this.check.report();
  }
}
