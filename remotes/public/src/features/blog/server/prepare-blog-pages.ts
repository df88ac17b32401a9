import { type BlogPost, type PreparedServerPage, type PublicPageSources, summariseBlogPost } from '@comarketing/contracts';
import type { blogApi } from '../api/blog.api';
import { ARTICLE_NOT_FOUND_HEAD, articleSeoHead } from './article-seo-head';

/** A cached answer of the blog's calls, checked against them: a renamed call fails to compile here. */
export type BlogCacheEntry = Parameters<typeof blogApi.util.upsertQueryEntries>[0][number];

/** The list's answers: the published posts (as summaries) and their tags. */
export async function prepareBlogListPage(sources: PublicPageSources): Promise<PreparedServerPage> {
  const [posts, tags] = await Promise.all([sources.publishedPosts(), sources.blogTags()]);
  const entries: BlogCacheEntry[] = [
    { endpointName: 'getBlogPosts', arg: undefined, value: posts.map(summariseBlogPost) },
    { endpointName: 'getBlogTags', arg: undefined, value: tags },
  ];
  return { status: 'ok', entries };
}

/** The answers an article shows (the post and its related posts), as its page asks for them. */
export function articleEntries(post: BlogPost, related: BlogPost[]): BlogCacheEntry[] {
  return [
    { endpointName: 'getBlogPost', arg: post.slug, value: post },
    { endpointName: 'getRelatedBlogPosts', arg: post.id, value: related.map(summariseBlogPost) },
  ];
}

/**
 * An article by its slug with its related posts and head; 'not-found' for a slug no published
 * post has (the page shows its not-found state, and the document answers 404). Related posts are
 * extras: when they cannot be read the article goes without them.
 */
export async function prepareArticlePage(slug: string, origin: string, sources: PublicPageSources): Promise<PreparedServerPage> {
  const post = await sources.postBySlug(slug);
  if (!post) return { status: 'not-found', entries: [], head: ARTICLE_NOT_FOUND_HEAD };
  const related = await sources.relatedPosts(post.id).catch(() => [] as BlogPost[]);
  return { status: 'ok', entries: articleEntries(post, related), head: articleSeoHead(post, origin) };
}
