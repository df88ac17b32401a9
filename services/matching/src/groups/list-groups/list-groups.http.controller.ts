import { Controller, Query } from '@nestjs/common';
import { type GroupPartnership, matchingApi, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ListGroupsHandler } from './list-groups.handler';

const route = matchingApi.routes.listGroups;

@Controller()
export class ListGroupsHttpController {
  constructor(private readonly handler: ListGroupsHandler) {}

  @InternalEndpoint(route)
  list(@Query() query: unknown): Promise<Page<GroupPartnership>> {
    return this.handler.execute(parseInput(route.query, query));
  }
}
