// The one script of a public page the server rendered with islands (no app): it hydrates each
// island of the page with React alone and counts the page view. No federation runtime, no remote
// container, no store: those load when the visitor goes to a page of the app (a full page load).
import { reportPageView } from '@comarketing/contracts';
import { hydrateIslands } from './islands/hydrate-islands';
import { notePageOpenedFrom } from './islands/page-navigation';

notePageOpenedFrom();
reportPageView(location.pathname, document.referrer || null);
void hydrateIslands(document).then(() => {
  // For tests and tools: every island of the page answers from now on.
  document.documentElement.dataset.islands = 'hydrated';
});
