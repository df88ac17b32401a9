import { Body, Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { accountsApi, type AuthUser } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { UpdateProfileHandler } from './update-profile.handler';

const route = accountsApi.routes.updateProfile;

@Controller()
export class UpdateProfileHttpController {
  constructor(private readonly handler: UpdateProfileHandler) {}

  /** The shape and the e-mail here; the name rules, which depend on the names saved, in the handler. */
  @InternalEndpoint(route)
  update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<AuthUser> {
    return this.handler.execute(userId, parseInput(route.body, body));
  }
}
