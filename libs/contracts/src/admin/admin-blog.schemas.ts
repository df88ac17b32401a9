import { z } from 'zod';
import { BLOG_LIMITS } from '../blog/blog.texts';
import { BLOG_POST_STATUSES, parseTagList, SLUG_PATTERN } from '../blog/blog-post.schemas';
import { adminPageQueryFields } from './admin.schemas';
import { ADMIN_BLOG_TEXT } from './admin.texts';

// The blog tab (blog filter, the blog form and its hint).

export const BLOG_LIST_FILTERS = ['all', ...BLOG_POST_STATUSES] as const;
export type BlogListFilter = (typeof BLOG_LIST_FILTERS)[number];

/** `GET /api/admin/blog/posts`: a status or all, a title search, newest change first. */
export const adminBlogListQuerySchema = z.object({ ...adminPageQueryFields, filter: z.enum(BLOG_LIST_FILTERS).default('all') });
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** The SEO description a search result shows in full (the form's hint). */
export const SEO_DESCRIPTION_HINT = { min: 150, max: 160 } as const;

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((text) => text || null);

/**
 * The panel's post form. Title always; excerpt and content once the post is published (a draft
 * may be half-written; readers never see an empty article). Tags are typed comma-separated.
 */
export const blogPostFormSchema = z
  .object({
    title: z.string().trim().min(1, ADMIN_BLOG_TEXT.titleRequired).max(BLOG_LIMITS.titleMax, `Keep the title to ${BLOG_LIMITS.titleMax} characters.`),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(BLOG_LIMITS.slugMax)
      .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), ADMIN_BLOG_TEXT.slugPattern),
    excerpt: z.string().trim().max(BLOG_LIMITS.excerptMax, `Keep the excerpt to ${BLOG_LIMITS.excerptMax} characters.`),
    content: z.string().max(BLOG_LIMITS.contentMax),
    featuredImage: optionalText(500),
    tags: z
      .string()
      .transform(parseTagList)
      .refine((tags) => tags.length <= BLOG_LIMITS.tagsMax, `Use at most ${BLOG_LIMITS.tagsMax} tags.`)
      .refine((tags) => tags.every((tag) => tag.length <= BLOG_LIMITS.tagMax), `Keep each tag to ${BLOG_LIMITS.tagMax} characters.`),
    status: z.enum(BLOG_POST_STATUSES),
    seoTitle: optionalText(BLOG_LIMITS.seoTitleMax, `Keep the SEO title to ${BLOG_LIMITS.seoTitleMax} characters.`),
    seoDescription: optionalText(BLOG_LIMITS.seoDescriptionMax, `Keep the SEO description to ${BLOG_LIMITS.seoDescriptionMax} characters.`),
  })
  .superRefine((post, ctx) => {
    if (post.status !== 'published') return;
    if (!post.excerpt) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['excerpt'], message: ADMIN_BLOG_TEXT.excerptRequired });
    if (!post.content.trim()) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['content'], message: ADMIN_BLOG_TEXT.contentRequired });
  });
export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostFormValues = z.output<typeof blogPostFormSchema>;
