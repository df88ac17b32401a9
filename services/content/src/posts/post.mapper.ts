import { BLOG_LIMITS, type BlogPost, type BlogPostRevision } from '@comarketing/contracts';
import { type PostRow, type RevisionRow } from './post.repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A post as the contracts describe it (`source`, what the author typed, stays in the service). */
export function toBlogPost(row: PostRow): BlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    status: row.status,
    tags: row.tags,
    featuredImage: row.featured_image,
    publishedAt: iso(row.published_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    readingTime: row.reading_time || BLOG_LIMITS.defaultReadingTime,
    wordCount: row.word_count,
    viewCount: row.view_count,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  };
}

/** A post for its editor: the reader's fields and the source to edit. */
export function toEditablePost(row: PostRow): BlogPost & { source: string; readingTimeSet: number | null } {
  return { ...toBlogPost(row), source: row.source, readingTimeSet: row.reading_time_set };
}

export function toRevision(row: RevisionRow): BlogPostRevision {
  return {
    id: row.id,
    postId: row.post_id,
    revision: row.revision,
    title: row.snapshot.title,
    excerpt: row.snapshot.excerpt,
    content: row.snapshot.source,
    status: row.snapshot.status,
    tags: row.snapshot.tags,
    createdAt: row.created_at.toISOString(),
    actorId: row.actor_id,
  };
}
