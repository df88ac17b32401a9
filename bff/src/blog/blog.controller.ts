import { Controller, Get, HttpCode, HttpStatus, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import { ANALYTICS_TEXTS, BLOG_TEXTS, type BlogPost, type BlogPostSummary, summariseBlogPost } from '@comarketing/contracts';
import { httpError } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { BLOG_VIEW_LIMITER, type ViewLimiter } from '../analytics/view-limiter';
import { ContentClient } from '../clients/service-clients';
import { BlogMedia } from './blog-media';
import { BlogReader } from './blog-reader';
import { visitorFingerprint } from './visitor-fingerprint';

/**
 * The public blog, as the specification's client calls it: no session needed, published posts
 * only (the content service decides), views counted without a cookie.
 */
@Controller('api/blog')
export class BlogController {
  constructor(
    private readonly reader: BlogReader,
    private readonly media: BlogMedia,
    @Inject(ContentClient) private readonly content: ContentClient,
    @Inject(BLOG_VIEW_LIMITER) private readonly viewLimiter: ViewLimiter,
  ) {}

  @Get('posts')
  async posts(): Promise<BlogPostSummary[]> {
    return (await this.reader.listPublished()).map(summariseBlogPost);
  }

  @Get('tags')
  tags(): Promise<string[]> {
    return this.reader.tags();
  }

  @Get('posts/:slug')
  async post(@Param('slug') slug: string): Promise<BlogPost> {
    const post = await this.reader.bySlug(slug);
    if (!post) throw new NotFoundException(BLOG_TEXTS.postNotFound);
    return post;
  }

  @Get('posts/:id/related')
  async related(@Param('id', ParseUUIDPipe) id: string): Promise<BlogPostSummary[]> {
    return (await this.reader.related(id)).map(summariseBlogPost);
  }

  /**
   * A reader opened the post: counted once per reader, post and day (a refresh loop counts once),
   * with no cookie. At most so many a minute per client address and network, whatever the
   * User-Agent says (the rest are refused, uncounted). An unknown or unpublished post is the service's 404.
   */
  @Post('posts/:id/view')
  @HttpCode(204)
  async view(@Param('id', ParseUUIDPipe) id: string, @Req() req: Request): Promise<void> {
    if (!this.viewLimiter.allow(req.ip)) {
      throw httpError(HttpStatus.TOO_MANY_REQUESTS, ANALYTICS_TEXTS.tooManyArticleViews, { retryAfterSeconds: this.viewLimiter.retryAfterSeconds(req.ip) });
    }
    const visitor = visitorFingerprint(req.ip, req.headers['user-agent']);
    await this.content.recordView({ params: { id }, body: { visitor } });
  }

  /** An image of a post: its checked bytes, cached for good (an image never changes under its id). */
  @Get('media/:id')
  async image(@Param('id', ParseUUIDPipe) id: string, @Res() res: Response): Promise<void> {
    const image = await this.media.read(id);
    res.setHeader('content-type', image.contentType);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    res.send(image.bytes);
  }
}
