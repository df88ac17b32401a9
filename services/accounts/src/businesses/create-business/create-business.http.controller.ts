import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type Business } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { CreateBusinessHandler } from './create-business.handler';

const route = accountsApi.routes.createBusiness;

@Controller()
export class CreateBusinessHttpController {
  constructor(private readonly handler: CreateBusinessHandler) {}

  @InternalEndpoint(route)
  create(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Business> {
    return this.handler.execute(userId, parseInput(route.body, body));
  }
}
