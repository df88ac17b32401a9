import { useState } from 'react';
import { FIRST_MATCH_PAGE, type MatchTab, type StatusFilter } from '../lib/match-filters';

/**
 * The search text, status filter, open tab and page of the matches list (local UI state). Any
 * change of what is shown goes back to the first page.
 */
export function useMatchFilters() {
  const [search, setSearchText] = useState('');
  const [status, setStatusFilter] = useState<StatusFilter>(FIRST_MATCH_PAGE.status);
  const [tab, setOpenTab] = useState<MatchTab>(FIRST_MATCH_PAGE.tab);
  const [page, setPage] = useState<number>(FIRST_MATCH_PAGE.page);
  const active = search.trim() !== '' || status !== 'all';
  const firstPageWith =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const clear = () => {
    setSearchText('');
    setStatusFilter('all');
    setOpenTab('all');
    setPage(1);
  };
  return { search, setSearch: firstPageWith(setSearchText), status, setStatus: firstPageWith(setStatusFilter), tab, setTab: firstPageWith(setOpenTab), page, setPage, active, clear };
}
