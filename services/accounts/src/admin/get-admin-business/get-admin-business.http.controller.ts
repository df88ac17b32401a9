import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminBusiness } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetAdminBusinessHandler } from './get-admin-business.handler';

@Controller()
export class GetAdminBusinessHttpController {
  constructor(private readonly handler: GetAdminBusinessHandler) {}

  @InternalEndpoint(accountsApi.routes.getAdminBusiness)
  get(@Param('businessId', ParseUUIDPipe) businessId: string): Promise<AdminBusiness> {
    return this.handler.execute(businessId);
  }
}
