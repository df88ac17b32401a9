import { type PartnerMatch } from '@comarketing/contracts';
import { industryLabel, statusGroup } from './match-display';

export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'expired', label: 'Expired' },
] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const MATCH_TABS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
] as const;
export type MatchTab = (typeof MATCH_TABS)[number]['value'];

export interface MatchFilters {
  search: string;
  status: StatusFilter;
}

/** Text search over the partner's name, industry (value or label) and location, then the status filter. */
export function filterMatches(matches: readonly PartnerMatch[], { search, status }: MatchFilters): PartnerMatch[] {
  const needle = search.trim().toLowerCase();
  return matches.filter((m) => {
    if (status !== 'all' && statusGroup(m.status) !== status) return false;
    if (!needle) return true;
    return [m.partnerBusinessName, m.partnerIndustry, industryLabel(m.partnerIndustry), m.partnerLocation].some((text) => text.toLowerCase().includes(needle));
  });
}

export function inTab(match: PartnerMatch, tab: MatchTab): boolean {
  return tab === 'all' || statusGroup(match.status) === tab;
}

export function tabCounts(matches: readonly PartnerMatch[]): Record<MatchTab, number> {
  return {
    all: matches.length,
    pending: matches.filter((m) => inTab(m, 'pending')).length,
    accepted: matches.filter((m) => inTab(m, 'accepted')).length,
    declined: matches.filter((m) => inTab(m, 'declined')).length,
  };
}
