import { useState } from 'react';

/**
 * What an admin list asks the server for: its filters, a search and a page. Changing a filter or
 * the search goes back to the first page (the old page may not exist in the new results).
 */
export function useListState<F extends Record<string, string>>(initialFilters: F) {
  const [filters, setFilters] = useState(initialFilters);
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  return {
    filters,
    search,
    page,
    setPage,
    setFilter<K extends keyof F>(key: K, value: F[K]) {
      setFilters((current) => ({ ...current, [key]: value }));
      setPage(1);
    },
    setSearch(value: string) {
      setSearchText(value);
      setPage(1);
    },
  };
}
