import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const PAGE_VIEW_URL = '/api/analytics/page-view';

/**
 * Tells the BFF a page was shown: its path (no query, no fragment: they can hold e-mail addresses or
 * tokens) and, for the first page, where the visitor came from. No cookie is set and nothing about
 * the person is sent; the BFF counts visitors by a daily-salted hash (the privacy page says how).
 * `keepalive` lets it finish while the page unloads; it is never awaited, and a failure is ignored:
 * counting must not slow or break a page.
 */
export function reportPageView(path: string, referrer: string | null, send: typeof fetch = globalThis.fetch): void {
  try {
    void send(PAGE_VIEW_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path, referrer }),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test): no count.
  }
}

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
