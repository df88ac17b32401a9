import { Body, Controller } from '@nestjs/common';
import { accountsApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { PasswordResetHandler } from './password-reset.handler';

const routes = accountsApi.routes;

@Controller()
export class PasswordResetHttpController {
  constructor(private readonly handler: PasswordResetHandler) {}

  @InternalEndpoint(routes.requestPasswordReset)
  async request(@Body() body: unknown): Promise<{ accepted: true }> {
    await this.handler.request(parseInput(routes.requestPasswordReset.body, body).email);
    return { accepted: true };
  }

  @InternalEndpoint(routes.resetPassword)
  use(@Body() body: unknown): Promise<{ userId: string }> {
    const { token, password } = parseInput(routes.resetPassword.body, body);
    return this.handler.reset(token, password);
  }
}
