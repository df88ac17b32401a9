import { Controller, Query } from '@nestjs/common';
import { accountsApi, type AdminUser, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ListUsersHandler } from './list-users.handler';

const route = accountsApi.routes.listUsers;

@Controller()
export class ListUsersHttpController {
  constructor(private readonly handler: ListUsersHandler) {}

  @InternalEndpoint(route)
  list(@Query() query: unknown): Promise<Page<AdminUser>> {
    return this.handler.execute(parseInput(route.query, query));
  }
}
