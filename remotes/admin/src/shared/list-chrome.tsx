import { type ReactNode, useState } from 'react';
import { Alert, AlertDescription, Button, Input, Select, type SelectOption } from '@comarketing/ui';
import { Search } from 'lucide-react';

export interface ListFilter {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/**
 * The search box and filters above an admin list: the search runs on submit (Enter or 'Search'),
 * a filter at once; either goes back to the first page (the caller's onSearch/onChange).
 */
export function ListToolbar({ searchLabel, placeholder, onSearch, filters }: { searchLabel: string; placeholder: string; onSearch: (search: string) => void; filters: ListFilter[] }) {
  const [typed, setTyped] = useState('');
  return (
    <form
      className="admin-toolbar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <div className="admin-toolbar__field">
        <Input aria-label={searchLabel} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={placeholder} maxLength={100} />
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden="true" /> Search
      </Button>
      {filters.map((filter) => (
        <div key={filter.label} className="admin-toolbar__field admin-toolbar__field--narrow">
          <Select aria-label={filter.label} value={filter.value} onChange={(event) => filter.onChange(event.target.value)} options={filter.options} />
        </div>
      ))}
    </form>
  );
}

/** A list that failed to load says so, with why, and offers to try again. */
export function LoadFailed({ what, reason, onRetry }: { what: string; reason: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>
        The {what} could not be loaded ({reason}).{' '}
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
