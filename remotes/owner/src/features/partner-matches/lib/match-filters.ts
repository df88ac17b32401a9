import { type MATCH_LIST_TABS, type MatchStatusGroup } from '@comarketing/contracts';

// The filter and tabs of the partner matches screen; the matching service applies them (and
// counts each tab) over every match, not only the page shown.
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'expired', label: 'Expired' },
] as const satisfies readonly { value: 'all' | MatchStatusGroup; label: string }[];
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const MATCH_TABS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const satisfies readonly { value: (typeof MATCH_LIST_TABS)[number]; label: string }[];
export type MatchTab = (typeof MATCH_TABS)[number]['value'];
