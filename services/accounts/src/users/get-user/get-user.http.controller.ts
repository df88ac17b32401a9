import { Controller, Get, Param } from '@nestjs/common';
import { type AuthUser } from '@comarketing/contracts';
import { GetUserHandler } from './get-user.handler';

@Controller('internal/users')
export class GetUserHttpController {
  constructor(private readonly handler: GetUserHandler) {}

  @Get(':id')
  get(@Param('id') id: string): Promise<AuthUser> {
    return this.handler.execute(id);
  }
}
