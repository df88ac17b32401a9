import { useCallback, useState } from 'react';
import { type BlogPostSummary } from '@comarketing/contracts';
import { nextBlogQuery } from '../hooks/use-blog-filters';
import { BlogBrowser } from './blog-browser';

export interface BlogIslandProps {
  posts: BlogPostSummary[];
  tags: string[];
  search: string;
  topic: string;
}

/**
 * The blog's list on a page without the app: the posts and tags the server rendered it with, the
 * filters in its own state and in the address (replaced, not pushed, as in the app), so a filtered
 * list can still be shared and reloads as it was.
 */
export function BlogIsland({ posts, tags, search: initialSearch, topic: initialTopic }: BlogIslandProps) {
  const [filters, setFilters] = useState({ search: initialSearch, topic: initialTopic });
  const change = useCallback((name: 'search' | 'topic', value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    const query = nextBlogQuery(new URLSearchParams(window.location.search), name, value).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, []);
  return (
    <BlogBrowser
      posts={posts}
      tags={tags}
      state="ready"
      search={filters.search}
      topic={filters.topic}
      onSearchChange={(value) => change('search', value)}
      onTopicChange={(value) => change('topic', value)}
    />
  );
}
