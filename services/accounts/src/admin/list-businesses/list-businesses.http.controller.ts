import { Controller, Get, Query } from '@nestjs/common';
import { type AdminBusiness, adminBusinessListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ListBusinessesHandler } from './list-businesses.handler';

@Controller('internal/admin/businesses')
export class ListBusinessesHttpController {
  constructor(private readonly handler: ListBusinessesHandler) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminBusiness>> {
    return this.handler.execute(parseInput(adminBusinessListQuerySchema, query));
  }
}
