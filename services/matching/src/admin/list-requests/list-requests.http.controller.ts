import { Controller, Get, Query } from '@nestjs/common';
import { adminRequestListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type AdminRequestRow, ListRequestsHandler } from './list-requests.handler';

@Controller('internal/admin/requests')
export class ListRequestsHttpController {
  constructor(private readonly handler: ListRequestsHandler) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminRequestRow>> {
    return this.handler.execute(parseInput(adminRequestListQuerySchema, query));
  }
}
