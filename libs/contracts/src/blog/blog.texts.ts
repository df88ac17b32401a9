// The blog's words (/blog and /blog/{slug}).

export const BLOG_TEXTS = {
  heroTitle: 'Marketing Insights & Industry News',
  searchPlaceholder: 'Search articles...',
  featuredBadge: 'Featured Article',
  featuredHeading: 'Latest Insights',
  readFullArticle: 'Read Full Article',
  filterLabel: 'Filter by topic:',
  allTopics: 'All Topics',
  clearFilter: 'Clear Filter',
  readMore: 'Read More',
  minRead: 'min read',
  noArticles: 'No articles found',
  noArticlesFiltered: 'Try adjusting your search or filter criteria',
  noArticlesYet: 'Check back soon for new content!',
  notFoundTitle: 'Article Not Found',
  notFoundText: "The article you're looking for doesn't exist or has been removed.",
  backToBlog: 'Back to Blog',
  share: 'Share',
  shareArticle: 'Share Article',
  moreArticles: 'More Articles',
  relatedArticles: 'Related Articles',
  urlCopied: 'URL copied to clipboard!',
  postNotFound: 'Post not found',
  failedToFetchPosts: 'Failed to fetch posts',
  failedToFetchTags: 'Failed to fetch tags',
  failedToFetchPost: 'Failed to fetch post',
  /** Follows the post title when it has no SEO title. */
  titleSuffix: ' | Co-Marketing Hub Blog',
} as const;

export const BLOG_LIMITS = {
  defaultReadingTime: 5,
  featuredTags: 3,
  cardTags: 2,
  relatedPosts: 3,
  skeletonCards: 6,
  titleMax: 200,
  slugMax: 120,
  excerptMax: 500,
  contentMax: 200_000,
  tagMax: 40,
  tagsMax: 12,
  seoTitleMax: 70,
  seoDescriptionMax: 160,
  /** Words a reader gets through in a minute, for the reading time. */
  wordsPerMinute: 220,
} as const;

/** en-GB long date: '4 November 2026'. */
export function formatBlogDate(iso: string | null): string {
  if (!iso) return '';
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
}
