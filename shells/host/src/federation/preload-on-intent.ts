import { matchPath } from 'react-router-dom';
import { PAGES, type PageRef } from '@comarketing/platform-registry';
import { preloadRemotePage } from './remote-page';

const pages = Object.values(PAGES) as PageRef[];

/** The registry page an in-site address leads to, if any (the first whose path matches). */
export function pageAt(href: string, origin: string): PageRef | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  return pages.find((page) => page.paths.some((path) => matchPath(path, url.pathname) !== null));
}

/**
 * Loads a page's module as soon as the visitor points at, touches or tabs to a link to it, so the
 * click shows the page instead of a loader while its module downloads (the public pages carry their
 * own header, so a loader there blanks the whole screen). Nothing loads until someone shows intent:
 * a first visit downloads only the page it opened.
 */
export function preloadPagesOnIntent(root: Document = document): () => void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    const page = link ? pageAt(link.getAttribute('href') ?? '', root.location.origin) : undefined;
    if (!page) return;
    const key = `${page.remote}/${page.module}`;
    if (started.has(key)) return;
    started.add(key);
    // A failure shows on the click, through the page's own error boundary and retry.
    preloadRemotePage(page.remote, page.module).catch(() => started.delete(key));
  };
  const events = ['pointerover', 'pointerdown', 'focusin'] as const;
  for (const type of events) root.addEventListener(type, onIntent, { passive: true });
  return () => {
    for (const type of events) root.removeEventListener(type, onIntent);
  };
}
