import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ALL_TOPICS } from '../utils/arrange-posts';

/** The address's names for the blog's filters: /blog?q=budget&topic=Events. */
export const SEARCH_PARAM = 'q';
export const TOPIC_PARAM = 'topic';

/**
 * The blog's search text and topic, kept in the query string so a filtered list can be shared and
 * the server renders the same list for it. Changes replace the history entry: typing does not fill
 * the Back button with one entry per letter.
 */
export function useBlogFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const topic = params.get(TOPIC_PARAM) || ALL_TOPICS;

  const setParam = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === '' || (name === TOPIC_PARAM && value === ALL_TOPICS)) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const setSearch = useCallback((value: string) => setParam(SEARCH_PARAM, value), [setParam]);
  const setTopic = useCallback((value: string) => setParam(TOPIC_PARAM, value), [setParam]);
  return { search, topic, setSearch, setTopic };
}
