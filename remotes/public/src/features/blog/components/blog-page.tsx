import '../blog.css';
import { BLOG_LIMITS, BLOG_TEXTS } from '@comarketing/contracts';
import { Alert, AlertDescription, AlertTitle, Button, EmptyState } from '@comarketing/ui';
import { PublicPage } from '../../../shared/site';
import { useGetBlogPostsQuery, useGetBlogTagsQuery } from '../api/blog.api';
import { useArticlePageAhead } from '../hooks/use-article-page-ahead';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { arrangePosts } from '../utils/arrange-posts';
import { BlogSearch } from './blog-search';
import { FeaturedPost } from './featured-post';
import { PostCard } from './post-card';
import { PostCardSkeleton } from './post-card-skeleton';
import { TopicFilter } from './topic-filter';

const EMPTY: never[] = [];

function resultsText(count: number): string {
  return count === 0 ? BLOG_TEXTS.noArticles : `${count} ${count === 1 ? 'article' : 'articles'} found`;
}

/**
 * /blog: the hero with the search box, the newest article featured, the
 * topic filter and the grid. Search and topic are read from the address (?q=, ?topic=), so a
 * filtered list can be shared and the server renders the same list for it; the filtering itself
 * is client-side. While searching or filtering the featured block steps aside and the
 * grid holds every match (utils/arrange-posts).
 */
export function BlogPage() {
  const { search, topic, setSearch, setTopic } = useBlogFilters();
  const posts = useGetBlogPostsQuery();
  // A failed tags call ('Failed to fetch tags') leaves the filter with 'All Topics' only.
  const tags = useGetBlogTagsQuery();
  const { featured, grid, filtering } = arrangePosts(posts.data ?? EMPTY, search, topic);
  // Opening an article from here keeps the page's frame: its code is here before the click.
  useArticlePageAhead();

  let results;
  if (posts.isLoading) {
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
  } else if (posts.isError) {
    results = (
      <Alert variant="destructive">
        <AlertTitle>{BLOG_TEXTS.failedToFetchPosts}</AlertTitle>
        <AlertDescription>The articles could not be loaded. Please try again.</AlertDescription>
        <Button variant="secondary" size="sm" onClick={() => void posts.refetch()}>
          Try again
        </Button>
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
    <PublicPage className="blog">
      <section className="blog-hero" aria-labelledby="blog-hero-title">
        <div className="cm-container">
          <h1 id="blog-hero-title" className="blog-hero__title">
            {BLOG_TEXTS.heroTitle}
          </h1>
          <p className="blog-hero__lead">Practical joint-marketing advice for UK small businesses: finding partners, sharing costs, running events and measuring results.</p>
          <BlogSearch value={search} onChange={setSearch} />
        </div>
      </section>

      <div className="cm-container blog-body">
        {featured ? <FeaturedPost post={featured} /> : null}

        <section className="blog-articles" aria-labelledby="blog-articles-title" aria-busy={posts.isLoading}>
          <h2 id="blog-articles-title" className="cm-sr-only">
            Articles
          </h2>
          <TopicFilter topic={topic} tags={tags.data ?? EMPTY} onChange={setTopic} />
          <p className="cm-sr-only" role="status">
            {filtering && posts.isSuccess ? resultsText(grid.length) : ''}
          </p>
          {results}
        </section>
      </div>
    </PublicPage>
  );
}
