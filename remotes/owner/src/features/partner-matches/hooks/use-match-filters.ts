import { useState } from 'react';
import { type MatchTab, type StatusFilter } from '../lib/match-filters';

/** The search text, status filter and open tab of the matches list (local UI state). */
export function useMatchFilters() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [tab, setTab] = useState<MatchTab>('all');
  const active = search.trim() !== '' || status !== 'all';
  const clear = () => {
    setSearch('');
    setStatus('all');
    setTab('all');
  };
  return { search, setSearch, status, setStatus, tab, setTab, active, clear };
}
