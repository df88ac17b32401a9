import { Controller, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { contentApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { ReadPostsHandler } from './read-posts.handler';

const { listPosts, readPost, listPostRevisions } = contentApi.routes;

@Controller()
export class ReadPostsHttpController {
  constructor(private readonly handler: ReadPostsHandler) {}

  @InternalEndpoint(listPosts)
  page(@Query() query: unknown) {
    return this.handler.page(parseInput(listPosts.query, query));
  }

  @InternalEndpoint(readPost)
  one(@Param('id', ParseUUIDPipe) id: string) {
    return this.handler.one(id);
  }

  @InternalEndpoint(listPostRevisions)
  revisions(@Param('id', ParseUUIDPipe) id: string) {
    return this.handler.revisions(id);
  }
}
