import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { type BlogPost } from '@comarketing/contracts';
import { ReadBlogHandler } from './read-blog.handler';

@Controller('internal/blog')
export class ReadBlogHttpController {
  constructor(private readonly handler: ReadBlogHandler) {}

  @Get('posts')
  published(): Promise<BlogPost[]> {
    return this.handler.published();
  }

  @Get('tags')
  tags(): Promise<string[]> {
    return this.handler.tags();
  }

  @Get('posts/by-slug/:slug')
  bySlug(@Param('slug') slug: string): Promise<BlogPost> {
    return this.handler.bySlug(slug);
  }

  @Get('posts/:id/related')
  related(@Param('id', ParseUUIDPipe) id: string): Promise<BlogPost[]> {
    return this.handler.related(id);
  }
}
