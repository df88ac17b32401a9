import { Controller, Query } from '@nestjs/common';
import { matchingApi, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { type AdminRequestRow, ListRequestsHandler } from './list-requests.handler';

const route = matchingApi.routes.listRequests;

@Controller()
export class ListRequestsHttpController {
  constructor(private readonly handler: ListRequestsHandler) {}

  @InternalEndpoint(route)
  list(@Query() query: unknown): Promise<Page<AdminRequestRow>> {
    return this.handler.execute(parseInput(route.query, query));
  }
}
