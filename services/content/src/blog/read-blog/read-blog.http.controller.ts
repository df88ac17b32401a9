import { Controller, Param, ParseUUIDPipe } from '@nestjs/common';
import { type BlogPost, contentApi } from '@comarketing/contracts';
import { InternalEndpoint } from '@comarketing/server-kit';
import { ReadBlogHandler } from './read-blog.handler';

const { listPublishedPosts, listTags, readPublishedPost, listRelatedPosts } = contentApi.routes;

@Controller()
export class ReadBlogHttpController {
  constructor(private readonly handler: ReadBlogHandler) {}

  @InternalEndpoint(listPublishedPosts)
  published(): Promise<BlogPost[]> {
    return this.handler.published();
  }

  @InternalEndpoint(listTags)
  tags(): Promise<string[]> {
    return this.handler.tags();
  }

  @InternalEndpoint(readPublishedPost)
  bySlug(@Param('slug') slug: string): Promise<BlogPost> {
    return this.handler.bySlug(slug);
  }

  @InternalEndpoint(listRelatedPosts)
  related(@Param('id', ParseUUIDPipe) id: string): Promise<BlogPost[]> {
    return this.handler.related(id);
  }
}
