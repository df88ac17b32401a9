import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type AuthUser, internalProfileUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UpdateProfileHandler } from './update-profile.handler';

@Controller('internal/users/:userId/profile')
export class UpdateProfileHttpController {
  constructor(private readonly handler: UpdateProfileHandler) {}

  /** The shape and the e-mail here; the name rules, which depend on the names saved, in the handler. */
  @Put()
  @HttpCode(200)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AuthUser> {
    return this.handler.execute(userId, parseInput(internalProfileUpdateSchema, body));
  }
}
