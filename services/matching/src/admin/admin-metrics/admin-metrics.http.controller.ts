import { Controller } from '@nestjs/common';
import { type AdminMetrics, matchingApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { AdminMetricsHandler } from './admin-metrics.handler';

@Controller()
export class AdminMetricsHttpController {
  constructor(private readonly handler: AdminMetricsHandler) {}

  @InternalEndpoint(matchingApi.routes.readAdminMetrics)
  get(): Promise<AdminMetrics['matching']> {
    return this.handler.execute();
  }
}
