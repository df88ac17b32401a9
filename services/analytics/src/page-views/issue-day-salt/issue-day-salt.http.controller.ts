import { Controller } from '@nestjs/common';
import { analyticsApi, type DaySalt } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { IssueDaySaltHandler } from './issue-day-salt.handler';

@Controller()
export class IssueDaySaltHttpController {
  constructor(private readonly handler: IssueDaySaltHandler) {}

  @InternalEndpoint(analyticsApi.routes.issueDaySalt)
  issue(): Promise<DaySalt> {
    return this.handler.execute();
  }
}
