import { BLOG_LIMITS, BLOG_TEXTS } from '@comarketing/contracts';
import { useGetRelatedBlogPostsQuery } from '../api/blog.api';
import { PostCard } from './post-card';

/**
 * 'Related Articles': up to 3 posts sharing the article's tags. Nothing while they load, when there
 * are none, or when the call fails (a failed call counts as no posts).
 */
export function RelatedPosts({ postId }: { postId: string }) {
  // currentData: this article's answer only, never the previous article's while this one loads.
  const { currentData } = useGetRelatedBlogPostsQuery(postId);
  const related = (currentData ?? []).filter((post) => post.id !== postId).slice(0, BLOG_LIMITS.relatedPosts);
  if (!related.length) return null;
  return (
    <section className="blog-related" aria-labelledby="blog-related-title">
      <h2 id="blog-related-title" className="blog-section-title">
        {BLOG_TEXTS.relatedArticles}
      </h2>
      <div className="blog-grid">
        {related.map((post) => (
          <PostCard key={post.id} post={post} showViews={false} showTags={false} />
        ))}
      </div>
    </section>
  );
}
