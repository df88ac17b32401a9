import { Outlet } from 'react-router-dom';
import { type AuthUser } from '@comarketing/contracts';
import { useUnreadCounts } from '@comarketing/api';
import { SignedInFrame } from '@comarketing/ui/signed-in-frame';
import { useSignOut } from '../session/use-sign-out';

/**
 * The signed-in pages' layout: the frame from libs/ui (skip link, top bar, main landmark, footer),
 * the same markup a remote's server render of a signed-in page sends, fed here from the store.
 */
export function SignedInLayout({ user }: { user: AuthUser }) {
  // Polled every 30 s; refetched when the session changes (see the App).
  const counts = useUnreadCounts({ poll: true });
  const { signOut, pending, label } = useSignOut();
  return (
    <SignedInFrame user={user} counts={counts} signOut={{ onSignOut: () => void signOut(), pending, label }}>
      <Outlet />
    </SignedInFrame>
  );
}
