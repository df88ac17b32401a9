import { useId, useState } from 'react';
import { type AdminBusiness } from '@comarketing/contracts';
import { Input, Select } from '@comarketing/ui';
import { useAdminBusinessesQuery } from './admin-api';

/**
 * Chooses one business among many (there may be 100,000): a search box narrows the list to the
 * first 20 matches by name or owner e-mail, and a plain select picks one of them. Businesses
 * already chosen elsewhere in the form are left out (the spec: B's options exclude A).
 */
export function BusinessPicker({ label, value, onChange, exclude }: { label: string; value: AdminBusiness | null; onChange: (business: AdminBusiness | null) => void; exclude: string[] }) {
  const [search, setSearch] = useState('');
  const list = useAdminBusinessesQuery({ search: search.trim() || undefined, pageSize: 20, sort: 'businessName', order: 'asc' });
  const options = (list.data?.rows ?? []).filter((business) => !exclude.includes(business.id));
  // The chosen one stays in the list while the search changes.
  const shown = value && !options.some((b) => b.id === value.id) ? [value, ...options] : options;
  const searchId = useId();
  const selectId = useId();
  return (
    <fieldset className="admin-picker">
      <legend className="admin-picker__legend">{label}</legend>
      <label htmlFor={searchId} className="cm-sr-only">
        Search for {label}
      </label>
      <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Type a name or owner e-mail" maxLength={100} />
      <label htmlFor={selectId} className="cm-sr-only">
        {label}
      </label>
      <Select
        id={selectId}
        value={value?.id ?? ''}
        onChange={(event) => onChange(shown.find((b) => b.id === event.target.value) ?? null)}
        placeholder={list.isFetching ? 'Searching...' : shown.length ? `Select ${label}` : 'No business found'}
        options={shown.map((b) => ({ value: b.id, label: `${b.businessName} (${b.location})` }))}
      />
    </fieldset>
  );
}
