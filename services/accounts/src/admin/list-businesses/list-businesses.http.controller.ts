import { Controller, Query } from '@nestjs/common';
import { accountsApi, type AdminBusiness, type Page } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ListBusinessesHandler } from './list-businesses.handler';

const route = accountsApi.routes.listBusinesses;

@Controller()
export class ListBusinessesHttpController {
  constructor(private readonly handler: ListBusinessesHandler) {}

  @InternalEndpoint(route)
  list(@Query() query: unknown): Promise<Page<AdminBusiness>> {
    return this.handler.execute(parseInput(route.query, query));
  }
}
