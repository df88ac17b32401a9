/** The BFF's address of a post (by id or slug), for the store's calls and an island's own. */
export function blogPostPath(idOrSlug: string): string {
  return `/api/blog/posts/${encodeURIComponent(idOrSlug)}`;
}
