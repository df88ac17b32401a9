import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type PasswordChanged } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ChangePasswordHandler } from './change-password.handler';

const route = accountsApi.routes.changePassword;

@Controller()
export class ChangePasswordHttpController {
  constructor(private readonly handler: ChangePasswordHandler) {}

  @InternalEndpoint(route)
  async change(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<PasswordChanged> {
    const credentialsVersion = await this.handler.execute(userId, parseInput(route.body, body));
    return { success: true, credentialsVersion };
  }
}
