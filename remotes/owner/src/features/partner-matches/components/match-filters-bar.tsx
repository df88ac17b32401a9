import { Search, X } from 'lucide-react';
import { Button, Input, Select } from '@comarketing/ui';
import { FormField } from '@comarketing/ui/forms';
import { MATCH_SEARCH_MAX } from '@comarketing/contracts';
import { STATUS_FILTERS, type StatusFilter } from '../lib/match-filters';

export interface MatchFiltersBarProps {
  search: string;
  onSearchChange: (value: string) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
  active: boolean;
  onClear: () => void;
}

export function MatchFiltersBar({ search, onSearchChange, status, onStatusChange, active, onClear }: MatchFiltersBarProps) {
  return (
    <div role="search" className="match-filters" aria-label="Filter matches">
      <FormField label="Search matches" className="match-filters__search">
        {(p) => (
          <div className="match-filters__search-box">
            <Search aria-hidden="true" />
            <Input {...p} type="search" maxLength={MATCH_SEARCH_MAX} value={search} onChange={(e) => onSearchChange(e.target.value)} placeholder="Partner name, industry or location" />
          </div>
        )}
      </FormField>
      <FormField label="Status" className="match-filters__status">
        {(p) => <Select {...p} value={status} onChange={(e) => onStatusChange(e.target.value as StatusFilter)} options={STATUS_FILTERS} />}
      </FormField>
      <Button variant="ghost" onClick={onClear} disabled={!active} className="match-filters__clear">
        <X aria-hidden="true" />
        Clear Filters
      </Button>
    </div>
  );
}
