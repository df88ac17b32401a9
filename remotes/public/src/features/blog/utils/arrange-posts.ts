import { type BlogPostSummary } from '@comarketing/contracts';

/** The topic filter's value for 'All Topics' (topic is 'all' by default). */
export const ALL_TOPICS = 'all';

/**
 * The blog's search and topic filter: the search text, ignoring case,
 * within the title or the excerpt, and the chosen topic among the tags (any when 'all'); both must
 * hold. Blank search text matches everything.
 */
export function filterPosts(posts: readonly BlogPostSummary[], search: string, topic: string): BlogPostSummary[] {
  const needle = search.trim().toLocaleLowerCase('en-GB');
  return posts.filter(
    (post) =>
      (!needle || post.title.toLocaleLowerCase('en-GB').includes(needle) || post.excerpt.toLocaleLowerCase('en-GB').includes(needle)) &&
      (topic === ALL_TOPICS || post.tags.includes(topic)),
  );
}

export interface ArrangedPosts {
  /** The first published post, shown in its own block; none while searching or filtering. */
  featured: BlogPostSummary | undefined;
  /** The cards below: the other posts, or every match while searching or filtering. */
  grid: BlogPostSummary[];
  /** A search text or a topic is set. */
  filtering: boolean;
}

/**
 * What /blog shows. Unfiltered, the first published post is featured and left out of the grid
 * (specification, /blog). Once a search or a topic is set, the featured block steps aside and the
 * grid holds every matching post, the newest included: the reader asked for matches, and a featured
 * post that does not match (or a match hidden in the featured block) would mislead.
 */
export function arrangePosts(posts: readonly BlogPostSummary[], search: string, topic: string): ArrangedPosts {
  const filtering = search.trim() !== '' || topic !== ALL_TOPICS;
  if (filtering) return { featured: undefined, grid: filterPosts(posts, search, topic), filtering };
  const featured = posts.find((post) => post.status === 'published');
  return { featured, grid: posts.filter((post) => post !== featured), filtering };
}
