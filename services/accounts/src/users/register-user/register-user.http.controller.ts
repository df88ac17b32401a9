import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type AuthUser, createUserRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { RegisterUserHandler } from './register-user.handler';

@Controller('internal/users')
export class RegisterUserHttpController {
  constructor(private readonly handler: RegisterUserHandler) {}

  @Post()
  @HttpCode(201)
  register(@Body() body: unknown): Promise<AuthUser> {
    return this.handler.execute(parseInput(createUserRequestSchema, body));
  }
}
