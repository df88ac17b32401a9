import { Body, Controller } from '@nestjs/common';
import { accountsApi, type UserByEmail } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { FindUserByEmailHandler } from './find-user-by-email.handler';

const route = accountsApi.routes.findUserByEmail;

@Controller()
export class FindUserByEmailHttpController {
  constructor(private readonly handler: FindUserByEmailHandler) {}

  @InternalEndpoint(route)
  find(@Body() body: unknown): Promise<UserByEmail> {
    return this.handler.execute(parseInput(route.body, body).email);
  }
}
