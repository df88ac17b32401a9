import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AdminUserChange } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { UpdateUserHandler } from './update-user.handler';

const route = accountsApi.routes.updateUser;

@Controller()
export class UpdateUserHttpController {
  constructor(private readonly handler: UpdateUserHandler) {}

  @InternalEndpoint(route)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AdminUserChange> {
    const { actor, changes } = parseInput(route.body, body);
    return this.handler.execute(actor, userId, changes);
  }
}
