import { Body, Controller } from '@nestjs/common';
import { type BlogPost, contentApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { PreviewPostHandler } from './preview-post.handler';

const route = contentApi.routes.previewPost;

/** What the editor wrote, as readers would see it; nothing saved. */
@Controller()
export class PreviewPostHttpController {
  constructor(private readonly handler: PreviewPostHandler) {}

  @InternalEndpoint(route)
  preview(@Body() body: unknown): Promise<BlogPost> {
    const { postId, ...input } = parseInput(route.body, body);
    return this.handler.execute(input, postId);
  }
}
