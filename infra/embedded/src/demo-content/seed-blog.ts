import { contentApi, INTERNAL_TOKEN_HEADER, internalPath } from '@comarketing/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { z } from 'zod';
import { DEMO_ARTICLES_DIR, readDemoArticles } from './demo-articles';

export interface BlogSeedResult {
  published: number;
  existing: number;
}

const PAGE_SIZE = 100;
/** Of the editors' page of posts (`contentApi.routes.listPosts`), what the seed needs: the slugs taken. */
const postsPageSchema = z.object({ posts: z.array(z.object({ slug: z.string() })), total: z.number() });
const { listPosts, storeMedia, createPost } = contentApi.routes;

/**
 * Publishes the demo articles through the content service's own internal API, `contentApi` (so the
 * events, the sitemap and the feed follow as for any post), each with its image; by fetch, since an
 * image goes as bytes. Safe on every start: an article whose slug exists, whatever its status, is
 * left as it is (an editor may have changed it).
 */
export async function seedDemoBlog(options: { contentUrl: string; internalToken: string; logger: Logger; dir?: string }): Promise<BlogSeedResult> {
  const dir = options.dir ?? DEMO_ARTICLES_DIR;
  const call = async (path: string, init: { method?: string; body?: Buffer | string; type?: string } = {}) => {
    const response = await fetch(new URL(path, options.contentUrl), {
      method: init.method ?? 'GET',
      headers: { [INTERNAL_TOKEN_HEADER]: options.internalToken, ...(init.type ? { 'content-type': init.type } : {}) },
      body: typeof init.body === 'string' || init.body === undefined ? init.body : new Blob([new Uint8Array(init.body)]),
    });
    return { status: response.status, body: (await response.json().catch(() => undefined)) as unknown };
  };

  // Every slug, page by page: an article left behind on a later page would be created again.
  const slugs = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await call(`${internalPath(listPosts)}?page=${page}&pageSize=${PAGE_SIZE}`);
    if (answer.status !== 200) throw new Error(`Demo content: listing posts answered ${answer.status}`);
    const { posts, total } = postsPageSchema.parse(answer.body);
    for (const post of posts) slugs.add(post.slug);
    if (posts.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
  }

  const result: BlogSeedResult = { published: 0, existing: 0 };
  for (const article of readDemoArticles(dir)) {
    if (slugs.has(article.slug)) {
      result.existing++;
      continue;
    }
    const image = await call(internalPath(storeMedia), { method: storeMedia.method, body: readFileSync(join(dir, 'images', article.image)), type: 'application/octet-stream' });
    if (image.status !== 201) throw new Error(`Demo content: storing the image of ${article.slug} answered ${image.status}`);
    const { url } = storeMedia.answer.parse(image.body);
    const created = await call(internalPath(createPost), {
      method: createPost.method,
      type: 'application/json',
      body: JSON.stringify({
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: article.body,
        tags: article.tags,
        featuredImage: url,
        seoTitle: article.seoTitle,
        seoDescription: article.seoDescription,
        status: 'published',
      }),
    });
    // Another platform on the same database seeded it since we listed: it exists, which is all we want.
    if (created.status === 409) {
      result.existing++;
      continue;
    }
    if (created.status !== 201) throw new Error(`Demo content: publishing ${article.slug} answered ${created.status} ${JSON.stringify(created.body)}`);
    createPost.answer.parse(created.body);
    result.published++;
  }
  options.logger.info(result, 'demo articles ready');
  return result;
}
