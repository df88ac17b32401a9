import '../blog.css';
import { Island } from '../../../islands/island';
import { PublicPage } from '../../../shared/site';
import { useGetBlogPostsQuery, useGetBlogTagsQuery } from '../api/blog.api';
import { useArticlePageAhead } from '../hooks/use-article-page-ahead';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { BlogBrowser } from './blog-browser';
import { BlogIsland } from './blog-island';

const EMPTY: never[] = [];

/**
 * /blog. Search and topic are read from the address (?q=, ?topic=), so a filtered list can be
 * shared and the server renders the same list for it; the filtering itself is in the browser. The
 * list is an island: on a page without the app it starts from the posts the server read; in the
 * app it reads them through the store.
 */
export function BlogPage() {
  const { search, topic, setSearch, setTopic } = useBlogFilters();
  const posts = useGetBlogPostsQuery();
  // A failed tags call ('Failed to fetch tags') leaves the filter with 'All Topics' only.
  const tags = useGetBlogTagsQuery();
  // Opening an article from here keeps the page's frame: its code is here before the click.
  useArticlePageAhead();

  let state: 'loading' | 'failed' | 'ready' = 'ready';
  if (posts.isLoading) state = 'loading';
  else if (posts.isError) state = 'failed';
  return (
    <PublicPage className="blog">
      <Island
        name="blog-list"
        component={BlogIsland}
        props={{ posts: posts.data ?? EMPTY, tags: tags.data ?? EMPTY, search, topic }}
        inApp={
          <BlogBrowser
            posts={posts.data ?? EMPTY}
            tags={tags.data ?? EMPTY}
            state={state}
            onRetry={() => void posts.refetch()}
            search={search}
            topic={topic}
            onSearchChange={setSearch}
            onTopicChange={setTopic}
          />
        }
      />
    </PublicPage>
  );
}
