import { type PageViewInput } from './page-view.schemas';

/** The BFF's page-view count (pageViewInputSchema). */
export const PAGE_VIEW_URL = '/api/analytics/page-view';

/**
 * Tells the BFF a page was shown: its path (no query, no fragment: they can hold e-mail addresses or
 * tokens) and, for the first page, where the visitor came from. No cookie is set and nothing about
 * the person is sent; the BFF counts visitors by a daily-salted hash (the privacy page says how).
 * `keepalive` lets it finish while the page unloads; it is never awaited, and a failure is ignored:
 * counting must not slow or break a page. The host reports each route change with it, and a page
 * the server rendered with islands (no app) its one view.
 */
export function reportPageView(path: string, referrer: string | null, send: typeof fetch = globalThis.fetch): void {
  const body: PageViewInput = { path, referrer };
  try {
    void send(PAGE_VIEW_URL, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // No fetch (an old browser, a test): no count.
  }
}
