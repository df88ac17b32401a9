import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { BLOG_POST_STATUSES } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { ReadPostsHandler } from './read-posts.handler';

const pageQuery = z.object({
  status: z.enum(BLOG_POST_STATUSES).optional(),
  search: z.string().trim().max(100).optional().transform((text) => text || undefined),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

@Controller('internal/posts')
export class ReadPostsHttpController {
  constructor(private readonly handler: ReadPostsHandler) {}

  @Get()
  page(@Query() query: unknown) {
    return this.handler.page(parseInput(pageQuery, query));
  }

  @Get(':id')
  one(@Param('id', ParseUUIDPipe) id: string) {
    return this.handler.one(id);
  }

  @Get(':id/revisions')
  revisions(@Param('id', ParseUUIDPipe) id: string) {
    return this.handler.revisions(id);
  }
}
