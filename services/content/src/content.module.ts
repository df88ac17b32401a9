import { type DynamicModule, Module } from '@nestjs/common';
import { ServicePlatformModule, type ServicePlatformOptions } from '@comarketing/server-kit';
import { ReadBlogHandler } from './blog/read-blog/read-blog.handler';
import { ReadBlogHttpController } from './blog/read-blog/read-blog.http.controller';
import { RecordViewHandler } from './blog/record-view/record-view.handler';
import { RecordViewHttpController } from './blog/record-view/record-view.http.controller';
import { ViewRepository } from './blog/record-view/view.repository';
import { CONTENT_SETTINGS, type ContentSettings } from './content.settings';
import { CreateContentSchema1795531907193 } from './database/migrations/1795531907193-create-content-schema';
import { MediaSize1795540750532 } from './database/migrations/1795540750532-media-size';
import { MediaRepository } from './media/media.repository';
import { ReadMediaHandler } from './media/read-media/read-media.handler';
import { ReadMediaHttpController } from './media/read-media/read-media.http.controller';
import { StoreMediaHandler } from './media/store-media/store-media.handler';
import { StoreMediaHttpController } from './media/store-media/store-media.http.controller';
import { PostRepository } from './posts/post.repository';
import { PreviewPostHandler } from './posts/preview-post/preview-post.handler';
import { PreviewPostHttpController } from './posts/preview-post/preview-post.http.controller';
import { ReadPostsHandler } from './posts/read-posts/read-posts.handler';
import { ReadPostsHttpController } from './posts/read-posts/read-posts.http.controller';
import { WritePostHandler } from './posts/write-post/write-post.handler';
import { WritePostHttpController } from './posts/write-post/write-post.http.controller';

/** Every route the service serves; its contract test compares them with `contentApi`. */
export const contentControllers = [PreviewPostHttpController, WritePostHttpController, ReadPostsHttpController, ReadBlogHttpController, RecordViewHttpController, StoreMediaHttpController, ReadMediaHttpController];

export const contentMigrations = [CreateContentSchema1795531907193, MediaSize1795540750532];

@Module({})
export class ContentModule {
  static forRoot(platform: Omit<ServicePlatformOptions, 'name'>, settings: ContentSettings): DynamicModule {
    return {
      module: ContentModule,
      // The platform: database and migrations, unit of work and outbox, bus, health, errors, logs.
      imports: [ServicePlatformModule.forRoot({ ...platform, name: 'content' })],
      controllers: contentControllers,
      providers: [
        { provide: CONTENT_SETTINGS, useValue: settings },
        PostRepository,
        ViewRepository,
        MediaRepository,
        WritePostHandler,
        PreviewPostHandler,
        ReadPostsHandler,
        ReadBlogHandler,
        RecordViewHandler,
        StoreMediaHandler,
        ReadMediaHandler,
      ],
    };
  }
}
