import { Controller, Get, Query } from '@nestjs/common';
import { type AdminMatch, adminMatchListQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { ListMatchesHandler } from './list-matches.handler';

@Controller('internal/admin/matches')
export class ListMatchesHttpController {
  constructor(private readonly handler: ListMatchesHandler) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AdminMatch>> {
    return this.handler.execute(parseInput(adminMatchListQuerySchema, query));
  }
}
