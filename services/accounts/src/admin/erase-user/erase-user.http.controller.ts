import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { type AdminUser, internalAdminActionSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { EraseUserHandler } from './erase-user.handler';

@Controller('internal/admin/users/:userId/erase')
export class EraseUserHttpController {
  constructor(private readonly handler: EraseUserHandler) {}

  @Post()
  @HttpCode(200)
  erase(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AdminUser> {
    return this.handler.execute(parseInput(internalAdminActionSchema, body).actor, userId);
  }
}
