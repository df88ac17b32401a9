import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AdminBusiness } from '@comarketing/contracts';
import { GetAdminBusinessHandler } from './get-admin-business.handler';

@Controller('internal/admin/businesses/:businessId')
export class GetAdminBusinessHttpController {
  constructor(private readonly handler: GetAdminBusinessHandler) {}

  @Get()
  get(@Param('businessId', ParseUUIDPipe) businessId: string): Promise<AdminBusiness> {
    return this.handler.execute(businessId);
  }
}
