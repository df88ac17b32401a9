import { Calendar, Clock, Eye } from 'lucide-react';
import { BLOG_LIMITS, BLOG_TEXTS, type BlogPostSummary, formatBlogDate } from '@comarketing/contracts';

/**
 * Date, reading time and (unless left out) views of a post. Pure: the date is formatted in a fixed
 * time zone, so the server's HTML and the browser's first render say the same day.
 */
export function PostMeta({ post, showViews = true, className }: { post: BlogPostSummary; showViews?: boolean; className?: string }) {
  const date = post.publishedAt ?? post.createdAt;
  const minutes = post.readingTime || BLOG_LIMITS.defaultReadingTime;
  return (
    <p className={className ? `blog-meta ${className}` : 'blog-meta'}>
      <span>
        <Calendar aria-hidden="true" />
        <time dateTime={date}>{formatBlogDate(date)}</time>
      </span>
      <span>
        <Clock aria-hidden="true" />
        {minutes} {BLOG_TEXTS.minRead}
      </span>
      {showViews ? (
        <span>
          <Eye aria-hidden="true" />
          {post.viewCount.toLocaleString('en-GB')} {post.viewCount === 1 ? 'view' : 'views'}
        </span>
      ) : null}
    </p>
  );
}
