import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type UserByEmail, userByEmailRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { FindUserByEmailHandler } from './find-user-by-email.handler';

/** POST, so the address stays out of URLs and access logs. */
@Controller('internal/admin/user-by-email')
export class FindUserByEmailHttpController {
  constructor(private readonly handler: FindUserByEmailHandler) {}

  @Post()
  @HttpCode(200)
  find(@Body() body: unknown): Promise<UserByEmail> {
    return this.handler.execute(parseInput(userByEmailRequestSchema, body).email);
  }
}
