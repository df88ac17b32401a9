import { type DynamicModule, Module } from '@nestjs/common';
import { type ServiceClient } from '@comarketing/server-kit';
import { type BffConfig } from '../bff.config';
import { ContentClient } from '../clients/service-clients';
import { BlogController } from './blog.controller';
import { BlogMedia } from './blog-media';
import { BlogReader } from './blog-reader';

/**
 * The public blog API (`/api/blog/*`) and `BlogReader`, the published blog as the content service
 * answers it, exported for whatever else shows posts (the server-rendered pages, sitemap, feed).
 * What it needs of the BFF is handed over here rather than looked up in the parent module.
 */
@Module({})
export class BlogModule {
  static forRoot(deps: { content: ServiceClient; config: Pick<BffConfig, 'CONTENT_URL' | 'INTERNAL_TOKEN' | 'SERVICE_TIMEOUT_MS' | 'CONTENT_MEDIA_MAX_MB'> }): DynamicModule {
    return {
      module: BlogModule,
      controllers: [BlogController],
      providers: [
        { provide: ContentClient, useValue: deps.content },
        { provide: BlogMedia, useValue: new BlogMedia({ contentUrl: deps.config.CONTENT_URL, internalToken: deps.config.INTERNAL_TOKEN, timeoutMs: deps.config.SERVICE_TIMEOUT_MS, maxImageBytes: Math.round(deps.config.CONTENT_MEDIA_MAX_MB * 1024 * 1024) }) },
        BlogReader,
      ],
      exports: [BlogReader, BlogMedia],
    };
  }
}
