import { type BlogPost, type PublicPageSources } from '@comarketing/contracts';
import { type BlogContentCache } from './blog-content.cache';

/**
 * What the remotes' server builds may read for a visitor's page (the server-render contract), from
 * the cache of published posts. The page decides what to do without a read that failed (render
 * without its data, which it then loads in the browser); the failure itself is told to `onFailure`,
 * here in the BFF, where it happened.
 */
export function publicPageSources(blog: BlogContentCache, onFailure: (read: keyof PublicPageSources, error: unknown) => void): PublicPageSources {
  const reported = <T>(read: keyof PublicPageSources, value: Promise<T>): Promise<T> =>
    value.catch((error: unknown) => {
      onFailure(read, error);
      throw error;
    });
  return {
    publishedPosts: () => reported('publishedPosts', blog.published()),
    blogTags: () => reported('blogTags', blog.tags()),
    postBySlug: (slug) => reported('postBySlug', blog.bySlug(slug)),
    relatedPosts: (postId) => reported('relatedPosts', blog.relatedTo(postId)),
  };
}

/**
 * The sources of the editor's preview: the one post being written (saved or not, published or not)
 * is the article at any slug, without related posts, and nothing else is published.
 */
export function previewSources(post: BlogPost): PublicPageSources {
  return {
    publishedPosts: async () => [],
    blogTags: async () => [],
    postBySlug: async () => post,
    relatedPosts: async () => [],
  };
}
