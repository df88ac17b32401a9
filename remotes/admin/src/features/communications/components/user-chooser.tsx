import { useId, useState } from 'react';
import { type AdminUser } from '@comarketing/contracts';
import { Button, Input } from '@comarketing/ui';
import { X } from 'lucide-react';
import { useAdminUsersQuery } from '../../../shared/admin-api';

export interface ChosenUser {
  id: string;
  label: string;
}

const labelOf = (user: AdminUser) => `${user.firstName} ${user.lastName} (${user.email})`;

/**
 * Chooses recipients among any number of users: a search by name or e-mail shows the first ten
 * matches to add; the chosen ones are listed with a button each to take them off again.
 */
export function UserChooser({ chosen, onChange, legend = 'Recipients', single = false }: { chosen: ChosenUser[]; onChange: (users: ChosenUser[]) => void; legend?: string; single?: boolean }) {
  const [search, setSearch] = useState('');
  const found = useAdminUsersQuery({ search: search.trim() || undefined, filter: 'active', pageSize: 10, sort: 'name', order: 'asc' }, { skip: search.trim().length < 2 });
  const searchId = useId();
  const candidates = (found.data?.rows ?? []).filter((user) => !chosen.some((c) => c.id === user.id));
  return (
    <fieldset className="admin-picker">
      <legend className="admin-picker__legend">{legend}</legend>
      <label htmlFor={searchId} className="cm-sr-only">
        Search users by name or e-mail
      </label>
      <Input id={searchId} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Type at least two letters of a name or e-mail" maxLength={100} />
      {search.trim().length >= 2 ? (
        <ul className="admin-chooser__results" aria-label="Users found">
          {found.isFetching ? <li>Searching...</li> : null}
          {!found.isFetching && candidates.length === 0 ? <li>No other active user matches.</li> : null}
          {candidates.map((user) => (
            <li key={user.id}>
              <span>{labelOf(user)}</span>
              <Button type="button" size="sm" variant="secondary" onClick={() => onChange([...(single ? [] : chosen), { id: user.id, label: labelOf(user) }])} aria-label={`Add ${labelOf(user)}`}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="admin-chooser__count" aria-live="polite">
        {chosen.length === 0 ? 'No users chosen yet.' : `${chosen.length} ${chosen.length === 1 ? 'user' : 'users'} chosen:`}
      </p>
      {chosen.length ? (
        <ul className="admin-chooser__chosen">
          {chosen.map((user) => (
            <li key={user.id}>
              {user.label}
              <button type="button" className="admin-chooser__remove" onClick={() => onChange(chosen.filter((c) => c.id !== user.id))} aria-label={`Remove ${user.label}`}>
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
