import { Body, Controller } from '@nestjs/common';
import { accountsApi, type VerifiedUser } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { VerifyCredentialsHandler } from './verify-credentials.handler';

const route = accountsApi.routes.verifyCredentials;

@Controller()
export class VerifyCredentialsHttpController {
  constructor(private readonly handler: VerifyCredentialsHandler) {}

  @InternalEndpoint(route)
  verify(@Body() body: unknown): Promise<VerifiedUser> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
