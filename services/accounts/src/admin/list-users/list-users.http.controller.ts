import { Controller, Get, Query } from '@nestjs/common';
import { type AdminUser, adminUserListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ListUsersHandler } from './list-users.handler';

@Controller('internal/admin/users')
export class ListUsersHttpController {
  constructor(private readonly handler: ListUsersHandler) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminUser>> {
    return this.handler.execute(parseInput(adminUserListQuerySchema, query));
  }
}
