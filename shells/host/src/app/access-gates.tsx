import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionUser } from '@comarketing/api';
import { PAGES, pagePath } from '@comarketing/platform-registry';
import { isSigningOut } from '../session/use-sign-out';
import { RemotePage } from '../federation/remote-page';
import { pageMeta, RouteMeta } from './route-meta';

/**
 * Sign-in and sign-up: a user already signed in when arriving is sent to /dashboard. A user who
 * signs in here stays for the success toast; the page itself moves on after a second.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const [signedInOnArrival] = useState(() => Boolean(user));
  if (signedInOnArrival) return <Navigate to={pagePath('dashboard')} replace />;
  return children;
}

/**
 * A signed-in-only page asked for by a visitor shows the sign-in screen in place (same URL, query
 * included): once the visitor signs in, the route table shows the page itself at that address, and
 * the form's 'Create an account' carries the address to /sign-up (`?next=`), which comes back to it.
 * Just after signing out the user is on the way to '/', so go there instead of flashing the form.
 */
export function SignInInPlace() {
  if (isSigningOut()) return <Navigate to={pagePath('landing')} replace />;
  return (
    <>
      <RouteMeta {...pageMeta(PAGES.signIn)} />
      <RemotePage page={PAGES.signIn} />
    </>
  );
}
