import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type VerifiedUser, verifyCredentialsRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { VerifyCredentialsHandler } from './verify-credentials.handler';

@Controller('internal/users')
export class VerifyCredentialsHttpController {
  constructor(private readonly handler: VerifyCredentialsHandler) {}

  @Post('verify-credentials')
  @HttpCode(200)
  verify(@Body() body: unknown): Promise<VerifiedUser> {
    return this.handler.execute(parseInput(verifyCredentialsRequestSchema, body));
  }
}
