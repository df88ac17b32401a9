import { Body, Controller } from '@nestjs/common';
import { accountsApi, type AuthUser } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { RegisterUserHandler } from './register-user.handler';

const route = accountsApi.routes.registerUser;

@Controller()
export class RegisterUserHttpController {
  constructor(private readonly handler: RegisterUserHandler) {}

  @InternalEndpoint(route)
  register(@Body() body: unknown): Promise<AuthUser> {
    return this.handler.execute(parseInput(route.body, body));
  }
}
