import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type EmailVerificationState } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { EmailVerificationHandler } from './email-verification.handler';

const routes = accountsApi.routes;

@Controller()
export class EmailVerificationHttpController {
  constructor(private readonly handler: EmailVerificationHandler) {}

  @InternalEndpoint(routes.readEmailVerification)
  state(@Param('userId', ParseUUIDPipe) userId: string): Promise<EmailVerificationState> {
    return this.handler.state(userId);
  }

  @InternalEndpoint(routes.resendEmailVerification)
  async resend(@Param('userId', ParseUUIDPipe) userId: string): Promise<{ accepted: true }> {
    await this.handler.resend(userId);
    return { accepted: true };
  }

  @InternalEndpoint(routes.verifyEmail)
  verify(@Body() body: unknown): Promise<{ userId: string }> {
    return this.handler.verify(parseInput(routes.verifyEmail.body, body).token);
  }
}
