import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { type AuthUser, profileUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { UpdateProfileHandler } from './update-profile.handler';

@Controller('internal/users/:userId/profile')
export class UpdateProfileHttpController {
  constructor(private readonly handler: UpdateProfileHandler) {}

  @Put()
  @HttpCode(200)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AuthUser> {
    return this.handler.execute(userId, parseInput(profileUpdateSchema, body));
  }
}
