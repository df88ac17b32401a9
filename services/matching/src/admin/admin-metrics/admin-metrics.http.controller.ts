import { Controller, Get } from '@nestjs/common';
import { type AdminMetrics } from '@comarketing/contracts';
import { AdminMetricsHandler } from './admin-metrics.handler';

@Controller('internal/admin/metrics')
export class AdminMetricsHttpController {
  constructor(private readonly handler: AdminMetricsHandler) {}

  @Get()
  get(): Promise<AdminMetrics['matching']> {
    return this.handler.execute();
  }
}
