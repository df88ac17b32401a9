import { Body, Controller, Headers, Param, ParseUUIDPipe } from '@nestjs/common';
import { type BlogPost, CONTENT_ACTOR_HEADER, contentApi } from '@comarketing/contracts';
import { InternalEndpoint, parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { WritePostHandler } from './write-post.handler';

const { createPost, updatePost, restoreRevision, deletePost } = contentApi.routes;

/** Who made a change, kept with the revision; anything but an id is nobody. */
const actorOf = (value: string | undefined) => (value && z.string().uuid().safeParse(value).success ? value : null);

/** The editors' API (the admin panel, through the BFF): create, change, publish, delete, restore. */
@Controller()
export class WritePostHttpController {
  constructor(private readonly handler: WritePostHandler) {}

  @InternalEndpoint(createPost)
  create(@Body() body: unknown, @Headers(CONTENT_ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.create(parseInput(createPost.body, body), actorOf(actor));
  }

  @InternalEndpoint(updatePost)
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown, @Headers(CONTENT_ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.update(id, parseInput(updatePost.body, body), actorOf(actor));
  }

  @InternalEndpoint(restoreRevision)
  restore(@Param('id', ParseUUIDPipe) id: string, @Param('revisionId', ParseUUIDPipe) revisionId: string, @Headers(CONTENT_ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.restore(id, revisionId, actorOf(actor));
  }

  @InternalEndpoint(deletePost)
  delete(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.handler.delete(id);
  }
}
