import { ArrowRight } from 'lucide-react';
import { BLOG_LIMITS, BLOG_TEXTS, type BlogPostSummary } from '@comarketing/contracts';
import { Badge, Button } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { PageLink } from '../../../islands/page-navigation';
import { FEATURED_IMAGE_HEIGHT, FEATURED_IMAGE_WIDTH } from './post-card';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

/** The newest post in its own block above the grid ('Featured Article', 'Latest Insights'). */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <section className="blog-featured" aria-labelledby="blog-featured-heading">
      <div className="blog-featured__header">
        <Badge>{BLOG_TEXTS.featuredBadge}</Badge>
        <h2 id="blog-featured-heading" className="blog-section-title">
          {BLOG_TEXTS.featuredHeading}
        </h2>
      </div>
      <article className={post.featuredImage ? 'blog-featured__card' : 'blog-featured__card blog-featured__card--no-image'}>
        {post.featuredImage ? (
          // The page's largest element: fetched first, never lazily.
          <img className="blog-featured__image" src={post.featuredImage} alt="" width={FEATURED_IMAGE_WIDTH} height={FEATURED_IMAGE_HEIGHT} fetchPriority="high" />
        ) : null}
        <div className="blog-featured__body">
          <PostMeta post={post} />
          <h3 className="blog-featured__title">{post.title}</h3>
          <p className="blog-featured__excerpt">{post.excerpt}</p>
          <PostTags tags={post.tags} limit={BLOG_LIMITS.featuredTags} />
          <Button asChild>
            <PageLink to={pagePath('blogPost', { slug: post.slug })}>
              {BLOG_TEXTS.readFullArticle}
              <span className="cm-sr-only"> about {post.title}</span>
              <ArrowRight aria-hidden="true" />
            </PageLink>
          </Button>
        </div>
      </article>
    </section>
  );
}
