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

/** What the list shows when the page opens: every status, every tab, the first page (a server render reads the same). */
export const FIRST_MATCH_PAGE = { status: 'all', tab: 'all', page: 1 } as const satisfies { status: StatusFilter; tab: MatchTab; page: number };

const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an address's request id can be one (a uuid): any other shows a notice, not a failure. */
export function isRequestId(value: string): boolean {
  return REQUEST_ID.test(value);
}
