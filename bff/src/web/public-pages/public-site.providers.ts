import { BlogContentCache } from './blog-content.cache';
import { ContentChangesConsumer } from './content-changes.consumer';
import { PublicPages } from './public-pages.service';
import { RemoteAssets } from './remote-assets';
import { SeoController } from './seo.controller';
import { ServerRenderer } from './server-renderer';
import { OwnApi } from './own-api';

// The site as crawlers and first visits get it: server-rendered pages with their head (an owner's
// most opened pages with their data, read through OwnApi), the sitemap, robots.txt and the feed.
// Registered by BffModule, beside the rest of the BFF.
export const PUBLIC_SITE_CONTROLLERS = [SeoController];
export const PUBLIC_SITE_PROVIDERS = [BlogContentCache, ContentChangesConsumer, PublicPages, RemoteAssets, ServerRenderer, OwnApi];
