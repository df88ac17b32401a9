import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type AdminBusiness, businessVerificationSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { VerifyBusinessHandler } from './verify-business.handler';

@Controller('internal/admin/businesses/:businessId/verification')
export class VerifyBusinessHttpController {
  constructor(private readonly handler: VerifyBusinessHandler) {}

  @Put()
  verify(@Param('businessId', ParseUUIDPipe) businessId: string, @Body() body: unknown): Promise<{ before: AdminBusiness; after: AdminBusiness }> {
    return this.handler.execute(businessId, parseInput(businessVerificationSchema, body).isVerified);
  }
}
