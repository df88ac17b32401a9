import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminBusiness } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { VerifyBusinessHandler } from './verify-business.handler';

const route = accountsApi.routes.verifyBusiness;

@Controller()
export class VerifyBusinessHttpController {
  constructor(private readonly handler: VerifyBusinessHandler) {}

  @InternalEndpoint(route)
  verify(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<{ before: AdminBusiness; after: AdminBusiness }> {
    const { actor, isVerified } = parseInput(route.body, body);
    return this.handler.execute(actor, businessId, isVerified);
  }
}
