import { Body, Controller, Delete, Headers, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { type BlogPost, blogPostInputSchema, blogPostPatchSchema, blogPostStatusChangeSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { WritePostHandler } from './write-post.handler';

/** Who made a change, as the BFF says (an admin's id); kept with the revision. */
const ACTOR_HEADER = 'x-actor-id';
const actorOf = (value: string | undefined) => (value && z.string().uuid().safeParse(value).success ? value : null);

/** The editors' API (the admin panel, through the BFF): create, change, publish, delete, restore. */
@Controller('internal/posts')
export class WritePostHttpController {
  constructor(private readonly handler: WritePostHandler) {}

  @Post()
  @HttpCode(201)
  create(@Body() body: unknown, @Headers(ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.create(parseInput(blogPostInputSchema, body), actorOf(actor));
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown, @Headers(ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.update(id, parseInput(blogPostPatchSchema, body), actorOf(actor));
  }

  @Patch(':id/status')
  changeStatus(@Param('id', ParseUUIDPipe) id: string, @Body() body: unknown, @Headers(ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.changeStatus(id, parseInput(blogPostStatusChangeSchema, body).status, actorOf(actor));
  }

  @Post(':id/revisions/:revisionId/restore')
  restore(@Param('id', ParseUUIDPipe) id: string, @Param('revisionId', ParseUUIDPipe) revisionId: string, @Headers(ACTOR_HEADER) actor?: string): Promise<BlogPost> {
    return this.handler.restore(id, revisionId, actorOf(actor));
  }

  @Delete(':id')
  @HttpCode(204)
  delete(@Param('id', ParseUUIDPipe) id: string): Promise<void> {
    return this.handler.delete(id);
  }
}
