import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type Business } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { UpdateBusinessHandler } from './update-business.handler';

const route = accountsApi.routes.updateBusiness;

@Controller()
export class UpdateBusinessHttpController {
  constructor(private readonly handler: UpdateBusinessHandler) {}

  @InternalEndpoint(route)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Param('businessId') businessId: string, @Body() body: unknown): Promise<Business> {
    return this.handler.execute(userId, businessId, parseInput(route.body, body));
  }
}
