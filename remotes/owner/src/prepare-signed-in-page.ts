import { api, type AppStore, createAppStore, renderedEntriesOf, sessionApi, unreadCountsApi } from '@comarketing/api';
import { type PreparedServerPage, type ServerPageRequest, type SignedInPageSources } from '@comarketing/contracts';
import { readDashboard } from './features/dashboard/server/dashboard-reads';
import { readPartnerMatches } from './features/partner-matches/server/partner-matches-reads';
import { readWelcome } from './features/welcome/server/welcome-reads';
import { type PageReader } from './shared/page-reads';
import { type SERVER_RENDERED_PAGES } from './server-rendered-pages';

/** What each server-rendered page reads on its first render; the session and the top bar's counts are read for all. */
const PAGE_READERS: Record<keyof typeof SERVER_RENDERED_PAGES, PageReader> = {
  welcome: readWelcome,
  dashboard: readDashboard,
  partnerMatches: readPartnerMatches,
};

const readTopBarCounts = (store: AppStore) =>
  Promise.all([
    store.dispatch(unreadCountsApi.endpoints.getUnreadNotificationCount.initiate()),
    store.dispatch(unreadCountsApi.endpoints.getUnreadMessageCount.initiate()),
    store.dispatch(unreadCountsApi.endpoints.getUnreadPartnerMatchCount.initiate()),
  ]);

const NOTHING: PreparedServerPage = { status: 'ok', entries: [], hydration: 'app' };

/**
 * What a signed-in owner's page needs for its first render, read through the BFF's API as that
 * owner with the same endpoints and arguments the page uses in the browser, so the app finds them
 * in its cache and does not read them again (the server-render contract,
 * libs/contracts/src/web/server-render.ts). A page rendered in the browser only reads nothing
 * (renderPage then gives no HTML). A read that fails is left out and read again in the browser;
 * without the session nothing is rendered.
 */
export async function prepareSignedInPage(page: ServerPageRequest, sources: SignedInPageSources): Promise<PreparedServerPage> {
  const read = PAGE_READERS[page.pageId as keyof typeof SERVER_RENDERED_PAGES] as PageReader | undefined;
  if (!read) return NOTHING;
  const store = createAppStore({ serverFetch: { origin: page.origin, fetch: (request) => sources.fetch(request) } });
  try {
    const user = (await store.dispatch(sessionApi.endpoints.getSession.initiate())).data;
    if (!user) return NOTHING;
    await Promise.all([readTopBarCounts(store), read({ store, user, page })]);
    return { status: 'ok', entries: renderedEntriesOf(store.getState()), hydration: 'app' };
  } finally {
    // Nothing of this store outlives the request (no subscriptions, no timers).
    store.dispatch(api.util.resetApiState());
  }
}
