import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { forgotPasswordSchema, resetPasswordSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { PasswordResetHandler } from './password-reset.handler';

@Controller('internal/password-resets')
export class PasswordResetHttpController {
  constructor(private readonly handler: PasswordResetHandler) {}

  /** Always 202: whether the address has an account is not said. */
  @Post()
  @HttpCode(202)
  async request(@Body() body: unknown): Promise<{ accepted: true }> {
    await this.handler.request(parseInput(forgotPasswordSchema, body).email);
    return { accepted: true };
  }

  @Post('use')
  @HttpCode(200)
  use(@Body() body: unknown): Promise<{ userId: string }> {
    const { token, password } = parseInput(resetPasswordSchema, body);
    return this.handler.reset(token, password);
  }
}
