import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type Business } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetMyBusinessHandler } from './get-my-business.handler';

@Controller()
export class GetMyBusinessHttpController {
  constructor(private readonly handler: GetMyBusinessHandler) {}

  @InternalEndpoint(accountsApi.routes.getMyBusiness)
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Business> {
    return this.handler.execute(userId);
  }
}
