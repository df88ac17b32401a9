import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type AdminUser } from '@comarketing/contracts';
import { GetAdminUserHandler } from './get-admin-user.handler';

@Controller('internal/admin/users/:userId')
export class GetAdminUserHttpController {
  constructor(private readonly handler: GetAdminUserHandler) {}

  @Get()
  get(@Param('userId', ParseUUIDPipe) userId: string): Promise<AdminUser> {
    return this.handler.execute(userId);
  }
}
