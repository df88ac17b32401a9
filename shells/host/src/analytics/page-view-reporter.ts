import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportPageView } from '@comarketing/contracts';

/** Reports every route change (a change of path; a new query string on the same page is not a new view). */
export function usePageViewReporting(send?: typeof fetch): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // Only the first page has an outside referrer; later ones came from this site.
    const referrer = first.current ? document.referrer || null : null;
    first.current = false;
    reportPageView(pathname, referrer, send);
  }, [pathname, send]);
}
