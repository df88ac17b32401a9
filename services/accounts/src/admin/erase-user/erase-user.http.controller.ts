import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { adminActorSchema, type AdminUser } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { EraseUserHandler } from './erase-user.handler';

const eraseRequestSchema = z.object({ actor: adminActorSchema });

@Controller('internal/admin/users/:userId/erase')
export class EraseUserHttpController {
  constructor(private readonly handler: EraseUserHandler) {}

  @Post()
  @HttpCode(200)
  erase(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AdminUser> {
    return this.handler.execute(parseInput(eraseRequestSchema, body).actor, userId);
  }
}
