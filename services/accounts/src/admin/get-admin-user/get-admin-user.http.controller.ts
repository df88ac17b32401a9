import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminUser } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetAdminUserHandler } from './get-admin-user.handler';

@Controller()
export class GetAdminUserHttpController {
  constructor(private readonly handler: GetAdminUserHandler) {}

  @InternalEndpoint(accountsApi.routes.getAdminUser)
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<AdminUser> {
    return this.handler.execute(userId);
  }
}
