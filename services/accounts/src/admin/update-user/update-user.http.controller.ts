import { Body, Controller, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type AdminUserChange, internalAdminUserUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UpdateUserHandler } from './update-user.handler';

@Controller('internal/admin/users/:userId')
export class UpdateUserHttpController {
  constructor(private readonly handler: UpdateUserHandler) {}

  @Put()
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AdminUserChange> {
    const { actor, changes } = parseInput(internalAdminUserUpdateSchema, body);
    return this.handler.execute(actor, userId, changes);
  }
}
