import { type BlogPostStatus, type DomainEventType } from '@comarketing/contracts';

/**
 * The event a save announces, from the status before (undefined for a new post) and after: readers'
 * copies (sitemap, feed, page heads) only care about what is or was public.
 */
export function changeEvent(before: BlogPostStatus | undefined, after: BlogPostStatus): DomainEventType | undefined {
  if (after === 'published') return before === 'published' ? 'content.post.updated' : 'content.post.published';
  if (after === 'archived') return before === 'archived' ? undefined : 'content.post.archived';
  return before === 'published' ? 'content.post.unpublished' : undefined;
}

/** First publication sets the date; later ones (after an unpublish) keep it. */
export function publishedAtAfter(previous: Date | null, status: BlogPostStatus, now: Date): Date | null {
  return status === 'published' && !previous ? now : previous;
}
