import { useEffect } from 'react';

/**
 * The article page's code, loaded ahead. The chunk is named as module federation names the exposed
 * './BlogPostPage', so this import and the host's load of that page are one file, fetched once (under
 * another name webpack would build a second copy and the host would still fetch its own).
 */
export function loadArticlePage(): Promise<unknown> {
  return import(/* webpackChunkName: "__federation_expose_BlogPostPage" */ '../components/blog-post-page');
}

/**
 * Loads the article page's code while the blog list is on screen. The host loads a page's module the
 * first time its address opens, behind a loader in place of the whole page (a public page brings its
 * own header and footer, so none of the site stays): the first article opened from the list blanked
 * the screen for most of a second. With the code here already, the article opens inside the site's
 * frame at once, and only the article's own area waits for it, with its skeleton.
 */
export function useArticlePageAhead(): void {
  useEffect(() => {
    // After the list's own first render; a failure is left to the click (the host's retry and fallback).
    const timer = setTimeout(() => void loadArticlePage().catch(() => undefined), 0);
    return () => clearTimeout(timer);
  }, []);
}
