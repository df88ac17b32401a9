import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { keepsFocus } from '@comarketing/ui';

/** How long to wait for a lazily loaded page to render its heading. */
const HEADING_WAIT_MS = 5000;

/** The user has moved focus somewhere themselves since the navigation began: leave it there. */
function userMovedFocus(focusedAtStart: Element | null): boolean {
  const active = document.activeElement;
  return active !== null && active !== document.body && active !== focusedAtStart;
}

function focusHeading(root: ParentNode): boolean {
  const heading = root.querySelector<HTMLElement>('#main-content h1') ?? root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a route change (not the first load) moves focus to the new page's h1, so keyboard and
 * screen-reader users start at the content. Remote pages load lazily: wait for the heading, unless
 * the user puts focus somewhere else first. A navigation with KEEP_FOCUS (a tab that is a URL) is
 * left alone: the user is still on the same page.
 */
export function useFocusHeadingOnNavigation(): void {
  const { pathname, state } = useLocation();
  // The path focus was last handled for; the first load keeps the browser's own focus.
  const handled = useRef(pathname);
  const keep = keepsFocus(state);
  useEffect(() => {
    if (handled.current === pathname) return;
    if (keep) {
      handled.current = pathname;
      return;
    }
    const done = () => {
      handled.current = pathname;
    };
    const focusedAtStart = document.activeElement;
    window.scrollTo({ top: 0 });
    if (focusHeading(document)) return done();
    const observer = new MutationObserver(() => {
      // A page that loads slowly must not pull focus away from, say, a menu opened meanwhile.
      if (userMovedFocus(focusedAtStart)) {
        observer.disconnect();
        return done();
      }
      if (!focusHeading(document)) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      done();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, keep]);
}
