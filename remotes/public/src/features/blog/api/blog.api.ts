import { type BlogPost, type BlogPostSummary } from '@comarketing/contracts';
import { api } from '@comarketing/api';
import { blogPostPath as postPath } from './blog-paths';

/**
 * The blog's calls. The server render fills the cache under
 * these names and arguments (server/prepare-blog-pages.ts, typed by them), so a visitor's first
 * render already has the posts; the BFF passes those entries on without reading them.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Published posts, newest first, without their content. */
    getBlogPosts: build.query<BlogPostSummary[], void>({ query: () => '/api/blog/posts' }),
    getBlogTags: build.query<string[], void>({ query: () => '/api/blog/tags' }),
    /** 404 `{ message: 'Post not found' }` for an unknown or unpublished slug. */
    getBlogPost: build.query<BlogPost, string>({ query: (slug) => postPath(slug) }),
    /** Up to 3 posts sharing its tags. */
    getRelatedBlogPosts: build.query<BlogPostSummary[], string>({ query: (id) => `${postPath(id)}/related` }),
  }),
});

export const { useGetBlogPostsQuery, useGetBlogTagsQuery, useGetBlogPostQuery, useGetRelatedBlogPostsQuery } = blogApi;
