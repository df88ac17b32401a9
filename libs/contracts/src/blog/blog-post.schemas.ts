import { z } from 'zod';
import { BLOG_LIMITS } from './blog.texts';

export const BLOG_POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** Lower-case words joined by hyphens: what a post's address ends in. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a post could have this slug at all; anything else is answered 'not found' without a lookup. */
export function isPossibleSlug(slug: string): boolean {
  return slug.length <= BLOG_LIMITS.slugMax && SLUG_PATTERN.test(slug);
}

/**
 * A post as readers get it (`GET /api/blog/posts/:slug`; lists give summaries, below). `content`
 * is HTML already sanitised by the content service: only its allow-list of tags and attributes.
 */
export const blogPostSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  tags: z.array(z.string()),
  featuredImage: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  readingTime: z.number().int().positive(),
  wordCount: z.number().int().nonnegative(),
  viewCount: z.number().int().nonnegative(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListSchema = z.array(blogPostSchema);

/**
 * A post in a list for readers (`GET /api/blog/posts`, `/posts/:id/related`): all but its content,
 * which only the post's own page shows (the blog's search looks at titles and excerpts).
 */
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export function summariseBlogPost({ content: _content, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}
export const blogTagListSchema = z.array(z.string());

const tagSchema = z.string().trim().min(1).max(BLOG_LIMITS.tagMax, `Keep each tag to ${BLOG_LIMITS.tagMax} characters.`);

const postFields = {
  title: z.string().trim().min(1, 'Title is required').max(BLOG_LIMITS.titleMax),
  slug: z.string().trim().toLowerCase().max(BLOG_LIMITS.slugMax).regex(SLUG_PATTERN, 'Use lower-case letters, numbers and hyphens'),
  excerpt: z.string().trim().max(BLOG_LIMITS.excerptMax),
  content: z.string().max(BLOG_LIMITS.contentMax),
  status: z.enum(BLOG_POST_STATUSES),
  tags: z.array(tagSchema).max(BLOG_LIMITS.tagsMax),
  featuredImage: z.string().trim().max(500).nullable(),
  /** Minutes; null lets the service compute it from the words. */
  readingTime: z.number().int().min(1).max(240).nullable(),
  seoTitle: z.string().trim().max(BLOG_LIMITS.seoTitleMax).nullable(),
  seoDescription: z.string().trim().max(BLOG_LIMITS.seoDescriptionMax).nullable(),
};

/**
 * What an author writes (the content service's internal write API; the admin panel's editor).
 * `content` is Markdown or HTML; the service renders and sanitises it whatever it holds. A new post
 * is a draft unless a status is given; its slug is made from the title unless one is given.
 */
export const blogPostInputSchema = z.object({
  ...postFields,
  slug: postFields.slug.optional(),
  excerpt: postFields.excerpt.default(''),
  content: postFields.content.default(''),
  status: postFields.status.default('draft'),
  tags: postFields.tags.default([]),
  featuredImage: postFields.featuredImage.optional(),
  readingTime: postFields.readingTime.optional(),
  seoTitle: postFields.seoTitle.optional(),
  seoDescription: postFields.seoDescription.optional(),
});
/** A change to a post: only the fields given change. */
export const blogPostPatchSchema = z.object(postFields).partial();
export type BlogPostPatch = z.infer<typeof blogPostPatchSchema>;
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** One saved version of a post (every create and update keeps one). */
export const blogPostRevisionSchema = z.object({
  id: z.string().uuid(),
  postId: z.string().uuid(),
  revision: z.number().int().positive(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  status: z.enum(BLOG_POST_STATUSES),
  tags: z.array(z.string()),
  createdAt: z.string(),
  actorId: z.string().nullable(),
});
export type BlogPostRevision = z.infer<typeof blogPostRevisionSchema>;

/** A post for its editor: the reader's fields, the source as written, a reading time the editor set. */
export const blogEditorPostSchema = blogPostSchema.extend({ source: z.string(), readingTimeSet: z.number().int().nullable() });
export type BlogEditorPost = z.infer<typeof blogEditorPostSchema>;

/** The content service's page of posts for editors. */
export const blogEditorPageSchema = z.object({ posts: z.array(blogEditorPostSchema), total: z.number().int().min(0), page: z.number().int().min(1), pageSize: z.number().int().min(1) });

/** What to preview: the editor's fields as they are, and the post they belong to once it is saved. */
export const blogPostPreviewSchema = blogPostInputSchema.extend({ postId: z.string().uuid().optional() });
export type BlogPostPreviewInput = z.input<typeof blogPostPreviewSchema>;

/** Tags typed comma-separated (specification: trimmed, empty ones dropped); a tag given twice counts once. */
export function parseTagList(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()).filter(Boolean))];
}
