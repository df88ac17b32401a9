import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type BlogPost, blogPostPreviewSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { PreviewPostHandler } from './preview-post.handler';

/** `POST /internal/posts/preview`: what the editor wrote, as readers would see it; nothing saved. */
@Controller('internal/posts/preview')
export class PreviewPostHttpController {
  constructor(private readonly handler: PreviewPostHandler) {}

  @Post()
  @HttpCode(200)
  preview(@Body() body: unknown): Promise<BlogPost> {
    const { postId, ...input } = parseInput(blogPostPreviewSchema, body);
    return this.handler.execute(input, postId);
  }
}
