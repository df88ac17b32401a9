import { type DynamicModule, Module } from '@nestjs/common';
import { type BffConfig } from '../bff.config';
import { ContentClient } from '../clients/service-clients';
import { BlogController } from './blog.controller';
import { BlogMedia } from './blog-media';
import { BLOG_VIEW_LIMITER, ViewLimiter } from '../analytics/view-limiter';
import { BlogReader } from './blog-reader';

/** An article a minute is a quick reader; 30 per client address and 150 per network leave room for tabs and neighbours. */
const BLOG_VIEW_LIMITS = { perAddress: 30, perNetwork: 150, windowMs: 60_000, maxSubjects: 100_000 };

/**
 * The public blog API (`/api/blog/*`) and `BlogReader`, the published blog as the content service
 * answers it, exported for whatever else shows posts (the server-rendered pages, sitemap, feed).
 * What it needs of the BFF is handed over here rather than looked up in the parent module.
 */
@Module({})
export class BlogModule {
  static forRoot(deps: { content: ContentClient; config: Pick<BffConfig, 'CONTENT_URL' | 'INTERNAL_TOKEN' | 'SERVICE_TIMEOUT_MS' | 'CONTENT_MEDIA_MAX_MB'> }): DynamicModule {
    return {
      module: BlogModule,
      controllers: [BlogController],
      providers: [
        { provide: ContentClient, useValue: deps.content },
        { provide: BlogMedia, useValue: new BlogMedia({ contentUrl: deps.config.CONTENT_URL, internalToken: deps.config.INTERNAL_TOKEN, timeoutMs: deps.config.SERVICE_TIMEOUT_MS, maxImageBytes: Math.round(deps.config.CONTENT_MEDIA_MAX_MB * 1024 * 1024) }) },
        { provide: BLOG_VIEW_LIMITER, useValue: new ViewLimiter(BLOG_VIEW_LIMITS) },
        BlogReader,
      ],
      exports: [BlogReader, BlogMedia],
    };
  }
}
