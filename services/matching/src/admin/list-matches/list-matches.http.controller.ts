import { Controller, Query } from '@nestjs/common';
import { type AdminMatch, matchingApi, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ListMatchesHandler } from './list-matches.handler';

const route = matchingApi.routes.listMatches;

@Controller()
export class ListMatchesHttpController {
  constructor(private readonly handler: ListMatchesHandler) {}

  @InternalEndpoint(route)
  list(@Query() query: unknown): Promise<Page<AdminMatch>> {
    return this.handler.execute(parseInput(route.query, query));
  }
}
