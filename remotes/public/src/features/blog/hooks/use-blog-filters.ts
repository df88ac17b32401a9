import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_TOPICS } from '../utils/arrange-posts';

/** The address's names for the blog's filters: /blog?q=budget&topic=Events. */
export const SEARCH_PARAM = 'q';
export const TOPIC_PARAM = 'topic';

/** The blog's filters in an address (`?q=&topic=`). */
export function blogFiltersOf(params: URLSearchParams): { search: string; topic: string } {
  return { search: params.get(SEARCH_PARAM) ?? '', topic: params.get(TOPIC_PARAM) || ALL_TOPICS };
}

/** The query string with one filter changed: an empty search and 'All Topics' leave the address. */
export function nextBlogQuery(current: URLSearchParams, filter: 'search' | 'topic', value: string): URLSearchParams {
  const name = filter === 'search' ? SEARCH_PARAM : TOPIC_PARAM;
  const next = new URLSearchParams(current);
  if (value === '' || (filter === 'topic' && value === ALL_TOPICS)) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The blog's search text and topic, kept in the query string so a filtered list can be shared and
 * the server renders the same list for it. Changes replace the history entry: typing does not fill
 * the Back button with one entry per letter.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const { search, topic } = blogFiltersOf(params);

  const setParam = useCallback(
    (filter: 'search' | 'topic', value: string) => setParams((current) => nextBlogQuery(current, filter, value), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  const setSearch = useCallback((value: string) => setParam('search', value), [setParam]);
  const setTopic = useCallback((value: string) => setParam('topic', value), [setParam]);
  return { search, topic, setSearch, setTopic };
}
