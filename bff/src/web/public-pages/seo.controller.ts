import { Controller, Get, Header, Inject } from '@nestjs/common';
import { type BlogPost } from '@comarketing/contracts';
import { LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { BlogContentCache } from './blog-content.cache';
import { robotsTxt, rssXml, sitemapXml } from './feeds';
import { PublicPages } from './public-pages.service';

/** For crawlers and feed readers: robots.txt, the sitemap and the blog's RSS feed. */
@Controller()
export class SeoController {
  constructor(
    private readonly blog: BlogContentCache,
    private readonly pages: PublicPages,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Get('robots.txt')
  @Header('content-type', 'text/plain; charset=utf-8')
  @Header('cache-control', 'public, max-age=3600')
  robots(): string {
    return robotsTxt(this.pages.origin);
  }

  @Get('sitemap.xml')
  @Header('content-type', 'application/xml; charset=utf-8')
  @Header('cache-control', 'no-cache')
  async sitemap(): Promise<string> {
    return sitemapXml(this.pages.origin, await this.posts());
  }

  @Get('blog/rss.xml')
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', 'no-cache')
  async rss(): Promise<string> {
    return rssXml(this.pages.origin, await this.posts(), (post) => (post.featuredImage ? this.pages.absolute(post.featuredImage) : undefined));
  }

  /** Without the content service the public pages are still listed, with no posts. */
  private async posts(): Promise<BlogPost[]> {
    try {
      return await this.blog.published();
    } catch (error) {
      this.logger.warn({ err: error }, 'posts unavailable for the sitemap or feed');
      return [];
    }
  }
}
