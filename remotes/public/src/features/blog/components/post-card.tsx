import { ArrowRight } from 'lucide-react';
import { BLOG_LIMITS, BLOG_TEXTS, type BlogPostSummary } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { PageLink } from '../../../islands/page-navigation';
import { PostMeta } from './post-meta';
import { PostTags } from './post-tags';

export const FEATURED_IMAGE_WIDTH = 1200;
export const FEATURED_IMAGE_HEIGHT = 630;

/**
 * A post in the grid or among related articles: image, facts, title, excerpt, tags, 'Read More'.
 * 'Read More' is the card's one link (it covers the whole card); its accessible name carries the
 * title, so a list of links does not read 'Read More' six times.
 */
export function PostCard({ post, showViews = true, showTags = true }: { post: BlogPostSummary; showViews?: boolean; showTags?: boolean }) {
  return (
    <article className="blog-card">
      {post.featuredImage ? (
        // Decorative beside the title; below the fold, so lazy. width/height keep its space.
        <img className="blog-card__image" src={post.featuredImage} alt="" width={FEATURED_IMAGE_WIDTH} height={FEATURED_IMAGE_HEIGHT} loading="lazy" decoding="async" />
      ) : null}
      <div className="blog-card__body">
        <PostMeta post={post} showViews={showViews} />
        <h3 className="blog-card__title">{post.title}</h3>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        {showTags ? <PostTags tags={post.tags} limit={BLOG_LIMITS.cardTags} /> : null}
        <PageLink className="blog-card__more" to={pagePath('blogPost', { slug: post.slug })}>
          {BLOG_TEXTS.readMore}
          <span className="cm-sr-only"> about {post.title}</span>
          <ArrowRight aria-hidden="true" />
        </PageLink>
      </div>
    </article>
  );
}
