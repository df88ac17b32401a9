import { type BlogPostStatus } from '@comarketing/contracts';
import { type PostFields } from './post.repository';
import { countWords, readingMinutes, slugify } from './post-text';
import { renderSafeHtml } from './safe-html';
import { publishedAtAfter } from './write-post/post-changes';

/** A complete set of author fields: a new post's, or a stored post's with a change applied. */
export interface AuthorFields {
  title: string;
  slug?: string;
  excerpt: string;
  content: string;
  status: BlogPostStatus;
  tags: string[];
  featuredImage?: string | null;
  readingTime?: number | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

/**
 * What a save stores for what the author wrote: the content rendered and sanitised, words and
 * reading time counted, the publication date kept or set. A save and a preview both use it, so a
 * preview is the post exactly as it would be stored.
 */
export function postFieldsFrom(input: AuthorFields, publishedAt: Date | null, now = new Date()): PostFields {
  const content = renderSafeHtml(input.content);
  const words = countWords(content);
  return {
    slug: input.slug ?? slugify(input.title),
    title: input.title,
    excerpt: input.excerpt,
    source: input.content,
    content,
    status: input.status,
    tags: [...new Set(input.tags)],
    featured_image: input.featuredImage ?? null,
    reading_time_set: input.readingTime ?? null,
    reading_time: input.readingTime ?? readingMinutes(words),
    word_count: words,
    seo_title: input.seoTitle || null,
    seo_description: input.seoDescription || null,
    published_at: publishedAtAfter(publishedAt, input.status, now),
  };
}
