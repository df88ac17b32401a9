import { useSessionUser } from '@comarketing/api';
import { type AdminSession, isAdminRole } from '@comarketing/contracts';
import { useAdminSessionQuery } from './admin-api';

export type AdminGate =
  | { state: 'checking' }
  | { state: 'admin'; session: AdminSession }
  /** Signed in as an owner, without admin rights: the spec's Access Denied card. */
  | { state: 'denied' }
  /** Nobody signed in: the admin sign-in page. */
  | { state: 'sign-in' }
  | { state: 'error'; retry: () => void };

/** Who is at the panel: an admin (by the admin session), an owner without rights, or nobody. */
export function useAdminGate(): AdminGate {
  const owner = useSessionUser();
  const session = useAdminSessionQuery();
  if (session.isSuccess) return { state: 'admin', session: session.data };
  if (session.isLoading || session.isFetching || owner === undefined) return { state: 'checking' };
  const status = session.error && 'status' in session.error ? session.error.status : undefined;
  // An owner account that is staff still signs in to the panel separately.
  if (status === 401 || status === 403) return owner && !isAdminRole(owner.role) ? { state: 'denied' } : { state: 'sign-in' };
  return { state: 'error', retry: () => void session.refetch() };
}
