import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { type EmailVerificationState, verifyEmailSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { EmailVerificationHandler } from './email-verification.handler';

@Controller('internal')
export class EmailVerificationHttpController {
  constructor(private readonly handler: EmailVerificationHandler) {}

  @Get('users/:userId/email-verification')
  state(@Param('userId', ParseUUIDPipe) userId: string): Promise<EmailVerificationState> {
    return this.handler.state(userId);
  }

  @Post('users/:userId/email-verifications')
  @HttpCode(202)
  async resend(@Param('userId', ParseUUIDPipe) userId: string): Promise<{ accepted: true }> {
    await this.handler.resend(userId);
    return { accepted: true };
  }

  @Post('email-verifications/use')
  @HttpCode(200)
  verify(@Body() body: unknown): Promise<{ userId: string }> {
    return this.handler.verify(parseInput(verifyEmailSchema, body).token);
  }
}
