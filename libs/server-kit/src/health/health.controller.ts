import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { type HealthReport } from '@comarketing/contracts';
import { type OutboxRelay } from '@comarketing/messaging';
import { type Response } from 'express';
import { DataSource } from 'typeorm';
import { OpenRoute } from '../http/internal-token.guard';
import { OUTBOX_RELAY, PLATFORM_OPTIONS } from '../platform/tokens';
import { type ServicePlatformOptions } from '../platform/service-platform.module';
import { checkHealth } from './health-check';

/** GET /health: the database, the bus and the outbox backlog; 503 when any part is down. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_OPTIONS) private readonly options: ServicePlatformOptions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {}

  @Get()
  @OpenRoute()
  @HttpCode(200)
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await checkHealth({
      database: async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'up' };
      },
      bus: () => this.options.bus.health(),
      outbox: async () => ({ status: 'up', detail: `${await this.relay.pending()} pending` }),
    });
    if (report.status !== 'up') res.status(503);
    return report;
  }
}
