import { Controller, Get, Query } from '@nestjs/common';
import { adminGroupListQuerySchema, type GroupPartnership, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ListGroupsHandler } from './list-groups.handler';

@Controller('internal/admin/groups')
export class ListGroupsHttpController {
  constructor(private readonly handler: ListGroupsHandler) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<GroupPartnership>> {
    return this.handler.execute(parseInput(adminGroupListQuerySchema, query));
  }
}
