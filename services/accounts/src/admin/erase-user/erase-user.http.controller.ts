import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminUser } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { EraseUserHandler } from './erase-user.handler';

const route = accountsApi.routes.eraseUser;

@Controller()
export class EraseUserHttpController {
  constructor(private readonly handler: EraseUserHandler) {}

  @InternalEndpoint(route)
  erase(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AdminUser> {
    return this.handler.execute(parseInput(route.body, body).actor, userId);
  }
}
