import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminBusiness } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { DeleteBusinessHandler } from './delete-business.handler';

const route = accountsApi.routes.deleteBusiness;

@Controller()
export class DeleteBusinessHttpController {
  constructor(private readonly handler: DeleteBusinessHandler) {}

  @InternalEndpoint(route)
  delete(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<AdminBusiness> {
    return this.handler.execute(parseInput(route.body, body).actor, businessId);
  }
}
