import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { changePasswordSchema, type PasswordChanged } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ChangePasswordHandler } from './change-password.handler';

@Controller('internal/users/:userId/change-password')
export class ChangePasswordHttpController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @Post()
  @HttpCode(200)
  async change(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<PasswordChanged> {
    const credentialsVersion = await this.handler.execute(userId, parseInput(changePasswordSchema, body));
    return { success: true, credentialsVersion };
  }
}
