import { z } from 'zod';
import {
  BLOG_POST_STATUSES,
  blogEditorPageSchema,
  blogEditorPostSchema,
  blogPostInputSchema,
  blogPostListSchema,
  blogPostPatchSchema,
  blogPostPreviewSchema,
  blogPostRevisionSchema,
  blogPostSchema,
  blogTagListSchema,
} from '../blog/blog-post.schemas';
import { defineInternalApi, internalRoute } from './internal-route';

/**
 * Who made a change to a post, as the BFF says (an admin's id), in this header of the editors'
 * writes; the service keeps it with the revision (a missing or malformed one is kept as nobody).
 */
export const CONTENT_ACTOR_HEADER = 'x-actor-id';

/** The editors' page of posts: any status unless one is asked for, titles containing `search`. */
export const postPageQuerySchema = z.object({
  status: z.enum(BLOG_POST_STATUSES).optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A reader of a post, as the BFF knows them (address and browser): hashed by the service with the day's salt, never stored. */
export const postViewSchema = z.object({ visitor: z.string().min(1).max(1000) });
export const postViewCountedSchema = z.object({ counted: z.boolean() });

/** An image stored for posts. */
export const storedMediaSchema = z.object({
  id: z.string().uuid(),
  /** The address readers use, through the BFF. */
  url: z.string(),
  contentType: z.string(),
  /** Pixels, when the header says (for the editor's `<img width height>`). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type StoredMedia = z.infer<typeof storedMediaSchema>;

/** The content service's internal API (BFF -> content): the published blog, and the editors' posts and images. */
export const contentApi = defineInternalApi('content', {
  // The published blog, for readers (and the server-rendered pages, sitemap and feed).
  listPublishedPosts: internalRoute({ method: 'GET', path: '/internal/blog/posts', answer: blogPostListSchema }),
  listTags: internalRoute({ method: 'GET', path: '/internal/blog/tags', answer: blogTagListSchema }),
  /** 404 when no published post has the slug. */
  readPublishedPost: internalRoute({ method: 'GET', path: '/internal/blog/posts/by-slug/:slug', answer: blogPostSchema }),
  listRelatedPosts: internalRoute({ method: 'GET', path: '/internal/blog/posts/:id/related', answer: blogPostListSchema }),
  /** A reader opened the post: counted once per reader, post and day; 404 for a post not published. */
  recordView: internalRoute({ method: 'POST', path: '/internal/blog/posts/:id/views', body: postViewSchema, answer: postViewCountedSchema, status: 200 }),

  // The editors' posts, any status (the admin panel's blog tab). Writes take CONTENT_ACTOR_HEADER.
  listPosts: internalRoute({ method: 'GET', path: '/internal/posts', query: postPageQuerySchema, answer: blogEditorPageSchema }),
  readPost: internalRoute({ method: 'GET', path: '/internal/posts/:id', answer: blogEditorPostSchema }),
  listPostRevisions: internalRoute({ method: 'GET', path: '/internal/posts/:id/revisions', answer: z.array(blogPostRevisionSchema) }),
  /** 409 when the slug is taken. */
  createPost: internalRoute({ method: 'POST', path: '/internal/posts', body: blogPostInputSchema, answer: blogPostSchema }),
  updatePost: internalRoute({ method: 'PUT', path: '/internal/posts/:id', body: blogPostPatchSchema, answer: blogPostSchema }),
  /** Makes an earlier revision the post's text again (kept as a new revision). */
  restoreRevision: internalRoute({ method: 'POST', path: '/internal/posts/:id/revisions/:revisionId/restore', answer: blogPostSchema }),
  deletePost: internalRoute({ method: 'DELETE', path: '/internal/posts/:id', answer: z.void(), status: 204 }),
  /** What the editor wrote, rendered as readers would get it; nothing is saved. */
  previewPost: internalRoute({ method: 'POST', path: '/internal/posts/preview', body: blogPostPreviewSchema, answer: blogPostSchema, status: 200 }),

  // Images of posts. Bytes rather than JSON, so the BFF calls these two with its own fetch
  // (BlogMedia), at `internalPath(route)`, not through the JSON client.
  /** The image's bytes are the body (`application/octet-stream`); checked by their bytes and size (415, 413). */
  storeMedia: internalRoute({ method: 'POST', path: '/internal/media', answer: storedMediaSchema }),
  /** Answers the image's bytes, with its content type. */
  readMedia: internalRoute({ method: 'GET', path: '/internal/media/:id', answer: z.instanceof(Uint8Array) }),
});
