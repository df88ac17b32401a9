import { Controller } from '@nestjs/common';
import { type AccountsMetrics, accountsApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { AdminMetricsHandler } from './admin-metrics.handler';

@Controller()
export class AdminMetricsHttpController {
  constructor(private readonly handler: AdminMetricsHandler) {}

  @InternalEndpoint(accountsApi.routes.readAdminMetrics)
  get(): Promise<AccountsMetrics> {
    return this.handler.execute();
  }
}
