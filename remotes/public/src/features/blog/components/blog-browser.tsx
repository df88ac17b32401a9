import { BLOG_LIMITS, BLOG_TEXTS, type BlogPostSummary } from '@comarketing/contracts';
import { Alert, AlertDescription, AlertTitle, Button, EmptyState } from '@comarketing/ui';
import { arrangePosts } from '../utils/arrange-posts';
import { BlogSearch } from './blog-search';
import { FeaturedPost } from './featured-post';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { TopicFilter } from './topic-filter';

function resultsText(count: number): string {
  return count === 0 ? BLOG_TEXTS.noArticles : `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

export interface BlogBrowserProps {
  posts: readonly BlogPostSummary[];
  tags: readonly string[];
  /** The posts are being read ('loading'), could not be ('failed'), or are here ('ready'). */
  state: 'loading' | 'failed' | 'ready';
  /** Reads the posts again after a failure. */
  onRetry?(): void;
  search: string;
  topic: string;
  onSearchChange(search: string): void;
  onTopicChange(topic: string): void;
}

/**
 * What /blog shows under its header: the hero with the search box, the newest article featured,
 * the topic filter and the grid. While searching or filtering the featured block steps aside and
 * the grid holds every match (utils/arrange-posts). Fed by the page: the store and the router in
 * the app (blog-page.tsx), its own state and the address on a page without the app (blog-island.tsx).
 */
export function BlogBrowser({ posts, tags, state, onRetry, search, topic, onSearchChange, onTopicChange }: BlogBrowserProps) {
  const { featured, grid, filtering } = arrangePosts(posts, search, topic);

  let results;
  if (state === 'loading') {
    results = (
      <>
        <p className="cm-sr-only">Loading articles</p>
        <div className="blog-grid">
          {Array.from({ length: BLOG_LIMITS.skeletonCards }, (_, index) => (
            <PostCardSkeleton key={index} />
          ))}
        </div>
      </>
    );
  } else if (state === 'failed') {
    results = (
      <Alert variant="destructive">
        <AlertTitle>{BLOG_TEXTS.failedToFetchPosts}</AlertTitle>
        <AlertDescription>The articles could not be loaded. Please try again.</AlertDescription>
        {onRetry ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Alert>
    );
  } else if (grid.length) {
    results = (
      <div className="blog-grid">
        {grid.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
    );
  } else if (!featured) {
    // With only the featured post there is nothing to add below it; with none at all, say so.
    results = <EmptyState className="blog-empty" title={BLOG_TEXTS.noArticles} description={filtering ? BLOG_TEXTS.noArticlesFiltered : BLOG_TEXTS.noArticlesYet} />;
  }

  return (
    <>
      <section className="blog-hero" aria-labelledby="blog-hero-title">
        <div className="cm-container">
          <h1 id="blog-hero-title" className="blog-hero__title">
            {BLOG_TEXTS.heroTitle}
          </h1>
          <p className="blog-hero__lead">Practical joint-marketing advice for UK small businesses: finding partners, sharing costs, running events and measuring results.</p>
          <BlogSearch value={search} onChange={onSearchChange} />
        </div>
      </section>

      <div className="cm-container blog-body">
        {featured ? <FeaturedPost post={featured} /> : null}

        <section className="blog-articles" aria-labelledby="blog-articles-title" aria-busy={state === 'loading'}>
          <h2 id="blog-articles-title" className="cm-sr-only">
            Articles
          </h2>
          <TopicFilter topic={topic} tags={tags} onChange={onTopicChange} />
          <p className="cm-sr-only" role="status">
            {filtering && state === 'ready' ? resultsText(grid.length) : ''}
          </p>
          {results}
        </section>
      </div>
    </>
  );
}
