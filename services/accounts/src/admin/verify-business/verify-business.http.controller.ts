import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type AdminBusiness, internalBusinessVerificationSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { VerifyBusinessHandler } from './verify-business.handler';

@Controller('internal/admin/businesses/:businessId/verification')
export class VerifyBusinessHttpController {
  constructor(private readonly handler: VerifyBusinessHandler) {}

  @Put()
  verify(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<{ before: AdminBusiness; after: AdminBusiness }> {
    const { actor, isVerified } = parseInput(internalBusinessVerificationSchema, body);
    return this.handler.execute(actor, businessId, isVerified);
  }
}
