import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Inject, Param, ParseUUIDPipe, PayloadTooLargeException, Post, Put, Query, Req, ServiceUnavailableException, UseGuards } from '@nestjs/common';
import {
  type AdminBlogListQuery,
  adminBlogListQuerySchema,
  type BlogEditorPost,
  blogImageTooLargeMessage,
  type BlogPost,
  blogPostInputSchema,
  blogPostPatchSchema,
  blogPostPreviewSchema,
  type BlogPostRevision,
  CONTENT_ACTOR_HEADER,
  type Page,
  UPLOAD_SERVER_ERRORS,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { BlogMedia, type StoredBlogImage } from '../../blog/blog-media';
import { ContentClient } from '../../clients/service-clients';
import { BodyInterruptedError, BodyTooLargeError, readLimitedBody } from '../../uploads/read-limited-body';
import { PublicPages } from '../../web/public-pages/public-pages.service';
import { AuditTrail } from '../audit/audit-trail';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/** What the audit trail keeps of a post: what an editor changes, not the article's text. */
const auditValues = (post: BlogPost) => ({ title: post.title, slug: post.slug, status: post.status, tags: post.tags, excerpt: post.excerpt, publishedAt: post.publishedAt });

/** Which change a save was, for the audit trail: a status change names itself. */
function saveAction(before: BlogPost['status'], after: BlogPost['status']): string {
  if (before === after) return 'post.updated';
  return { published: 'post.published', archived: 'post.archived', draft: 'post.unpublished' }[after];
}

/**
 * The blog tab (`/api/admin/blog/*`): the editors' list and posts, create, change, delete, the
 * revision history and restore, a preview rendered exactly as readers get the article, and images
 * for posts. The content service does the work; every change is on the audit trail.
 */
@Controller('api/admin/blog')
@UseGuards(AdminSessionGuard)
export class AdminBlogController {
  constructor(
    @Inject(ContentClient) private readonly content: ContentClient,
    private readonly media: BlogMedia,
    private readonly pages: PublicPages,
    private readonly audit: AuditTrail,
  ) {}

  @Get('posts')
  async list(@Query() query: unknown): Promise<Page<BlogEditorPost>> {
    const { filter, search, page, pageSize }: AdminBlogListQuery = parseInput(adminBlogListQuerySchema, query);
    const answer = await this.content.listPosts({ query: { status: filter === 'all' ? undefined : filter, search, page, pageSize } });
    return { rows: answer.posts, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  }

  @Get('posts/:id')
  one(@Param('id', ParseUUIDPipe) id: string): Promise<BlogEditorPost> {
    return this.get(id);
  }

  @Get('posts/:id/revisions')
  revisions(@Param('id', ParseUUIDPipe) id: string): Promise<BlogPostRevision[]> {
    return this.content.listPostRevisions({ params: { id } });
  }

  @Post('posts')
  @HttpCode(201)
  create(@CurrentAdmin() admin: AdminContext, @Body() body: unknown): Promise<BlogPost> {
    const input = parseInput(blogPostInputSchema, body);
    // Its id comes with the answer (kept in the values after), as for a new group.
    return this.audit.record(admin, 'post.created', { type: 'post', id: input.title, label: input.title }, null, async () => {
      const post = await this.content.createPost({ body: input }, { headers: this.actor(admin) });
      return { result: post, after: { id: post.id, ...auditValues(post) } };
    });
  }

  @Put('posts/:id')
  async update(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<BlogPost> {
    const patch = parseInput(blogPostPatchSchema, body);
    const before = await this.get(id);
    return this.audit.record(admin, saveAction(before.status, patch.status ?? before.status), this.target(before), auditValues(before), async () => {
      const post = await this.content.updatePost({ params: { id }, body: patch }, { headers: this.actor(admin) });
      return { result: post, after: auditValues(post) };
    });
  }

  @Delete('posts/:id')
  @HttpCode(200)
  async delete(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string): Promise<{ success: true }> {
    const before = await this.get(id);
    await this.audit.record(admin, 'post.deleted', this.target(before), auditValues(before), async () => {
      await this.content.deletePost({ params: { id } });
      return { result: undefined, after: null };
    });
    return { success: true };
  }

  @Post('posts/:id/revisions/:revisionId/restore')
  @HttpCode(200)
  async restore(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Param('revisionId', ParseUUIDPipe) revisionId: string): Promise<BlogPost> {
    const before = await this.get(id);
    return this.audit.record(admin, 'post.restored', this.target(before), auditValues(before), async () => {
      const post = await this.content.restoreRevision({ params: { id, revisionId } }, { headers: this.actor(admin) });
      return { result: post, after: auditValues(post) };
    });
  }

  /** The article page for what the editor has written (saved or not), as readers would get it: `{ html }` for a frame. */
  @Post('preview')
  @HttpCode(200)
  async preview(@Body() body: unknown): Promise<{ html: string; post: BlogPost }> {
    const post = await this.content.previewPost({ body: parseInput(blogPostPreviewSchema, body) });
    const html = await this.pages.previewDocument(post);
    if (html === null) throw new ServiceUnavailableException('The preview is unavailable: the web app is not built.');
    return { html, post };
  }

  /** An image for a post (its bytes as the body), checked by content; answers where readers get it. */
  @Post('media')
  @HttpCode(201)
  async upload(@CurrentAdmin() admin: AdminContext, @Req() req: Request): Promise<StoredBlogImage> {
    const bytes = await readLimitedBody(req, this.media.maxImageBytes, req.headers['content-length']).catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) throw new PayloadTooLargeException(blogImageTooLargeMessage(this.media.maxImageBytes));
      if (error instanceof BodyInterruptedError) throw new BadRequestException(UPLOAD_SERVER_ERRORS.interrupted);
      throw error;
    });
    return this.audit.record(admin, 'post.image-uploaded', { type: 'post', id: 'media', label: 'An image for posts' }, null, async () => {
      const image = await this.media.store(bytes);
      return { result: image, after: { url: image.url, bytes: bytes.length, width: image.width, height: image.height } };
    });
  }

  private get(id: string): Promise<BlogEditorPost> {
    return this.content.readPost({ params: { id } });
  }

  private actor(admin: AdminContext): Record<string, string> {
    return { [CONTENT_ACTOR_HEADER]: admin.actor.id };
  }

  private target(post: BlogPost) {
    return { type: 'post' as const, id: post.id, label: post.title };
  }
}
