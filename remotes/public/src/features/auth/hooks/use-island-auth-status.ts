import { useEffect, useRef, useState } from 'react';
import { REDIRECT_AFTER_AUTH_MS } from '@comarketing/contracts';
import { DEFAULT_AFTER_AUTH, safeReturnPath } from '@comarketing/platform-registry';
import { type AuthStatus } from './use-sign-up';

/**
 * The state of a sign-in or sign-up island (a form on a page served without the app): its status,
 * whether it is on its way to the next page (a second send is ignored meanwhile), and the way on:
 * after the welcome toast is seen, a page load of the page asked for (re-checked to be one of this
 * site), where the app starts signed in. Back to the form from that page (the browser's page cache)
 * makes it usable again.
 */
export function useIslandAuthStatus() {
  const [status, setStatus] = useState<AuthStatus>('idle');
  const leaving = useRef(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      leaving.current = false;
      setStatus('idle');
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return {
    status,
    setStatus,
    isLeaving: () => leaving.current,
    leaveFor(returnTo: string | null) {
      leaving.current = true;
      setStatus('success');
      setTimeout(() => window.location.assign(safeReturnPath(returnTo) ?? DEFAULT_AFTER_AUTH), REDIRECT_AFTER_AUTH_MS);
    },
  };
}
