import { Controller, Param } from '@nestjs/common';
import { accountsApi, type AuthUser } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { GetUserHandler } from './get-user.handler';

@Controller()
export class GetUserHttpController {
  constructor(private readonly handler: GetUserHandler) {}

  @InternalEndpoint(accountsApi.routes.getUser)
  get(@Param('userId') userId: string): Promise<AuthUser> {
    return this.handler.execute(userId);
  }
}
