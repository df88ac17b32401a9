import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { type HealthReport } from '@comarketing/contracts';
import { type OutboxRelay } from '@comarketing/messaging';
import { type Response } from 'express';
import { DataSource } from 'typeorm';
import { OpenRoute } from '../http/internal-token.guard';
import { OUTBOX_RELAY, PLATFORM_OPTIONS } from '../platform/tokens';
import { type ServicePlatformOptions } from '../platform/service-platform.module';
import { CachedHealthCheck, publicHealth } from './health-check';

/**
 * The database, the bus and the outbox backlog. `GET /health` is open (orchestrators probe it) and
 * says only up or down per part, 503 when any is down; `GET /health/details` needs the internal
 * token like every other route and adds what failed and the backlog. Both share one check at most
 * every two seconds.
 */
@Controller('health')
export class HealthController {
  private readonly check: CachedHealthCheck;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(PLATFORM_OPTIONS) private readonly options: ServicePlatformOptions,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
  ) {
    this.check = new CachedHealthCheck({
      database: async () => {
        await this.dataSource.query('SELECT 1');
        return { status: 'up' };
      },
      bus: () => this.options.bus.health(),
      outbox: async () => {
        const pending = await this.relay.pending();
        return { status: 'up', detail: `${pending} pending`, count: pending };
      },
      // The bus may be shared by several services in one process (npm start): each reports the
      // queues it owns, named `<service>.<purpose>`.
      deadLetters: async () => {
        const mine = (await this.options.bus.deadLetterCounts()).filter((q) => q.queue.startsWith(`${this.options.name}.`));
        const count = mine.reduce((sum, q) => sum + q.count, 0);
        const detail = mine.filter((q) => q.count > 0).map((q) => `${q.queue}: ${q.count}`).join(', ');
        return { status: 'up', count, detail: detail || 'none' };
      },
    });
  }

  @Get()
  @OpenRoute()
  @HttpCode(200)
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthReport> {
    const report = await this.check.report();
    if (report.status !== 'up') res.status(503);
    return publicHealth(report);
  }

  /** For operators and the BFF's own details: answered 200 whatever the state, which is in the report. */
  @Get('details')
  details(): Promise<HealthReport> {
    return this.check.report();
  }
}
