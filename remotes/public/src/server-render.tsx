// The server entry of the public remote (built by tools/webpack/server-render.config.js into
// dist-server/render.js): the BFF renders a visitor's public page to HTML with it, with the same
// components the browser runs, so the page is readable before (and without) JavaScript and the
// host's first render replaces it with identical markup.
import { type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { api, createAppStore } from '@comarketing/api';
import { VisitorFrame } from '@comarketing/ui';
import { PUBLIC_PAGES } from './public-pages';

/** One cached answer of the api, as RTK Query's `upsertQueryEntries` takes it. */
export interface ServerQueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

export interface ServerRenderInput {
  /** The registry's page id, e.g. 'blogPost'. */
  pageId: string;
  /** Path and query string, e.g. '/blog/some-post?x=1'. */
  url: string;
  /** The registry path the url matched, e.g. '/blog/:slug' (the page reads its parameters). */
  pattern: string;
  /** Answers the page reads on its first render (the session is a visitor's). */
  entries: ServerQueryEntry[];
  /** Where this remote's files are served, e.g. '/remotes/public/' (images of the pages). */
  assetBase: string;
}

/** What the server build puts before asset URLs (tools/webpack/server-render.config.js). */
const ASSET_BASE_MARKER = '/__remote_asset_base__/';

/** The page's HTML, or null when this remote has no such page. */
export function renderPage({ pageId, url, pattern, entries, assetBase }: ServerRenderInput): string | null {
  const Page = (PUBLIC_PAGES as Record<string, ComponentType | undefined>)[pageId];
  if (!Page) return null;
  const store = createAppStore();
  store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: null }, ...entries] as never));
  let html: string;
  try {
    html = renderToString(
      <Provider store={store}>
        <StaticRouter location={url}>
          <VisitorFrame>
            <Routes>
              <Route path={pattern} element={<Page />} />
            </Routes>
          </VisitorFrame>
        </StaticRouter>
      </Provider>,
    );
  } finally {
    // Entries nobody subscribes to are dropped after keepUnusedDataFor by a timer per entry; the
    // reset clears them, so a rendered page's store is garbage at once and holds the process open for nothing.
    store.dispatch(api.util.resetApiState());
  }
  return html.replaceAll(ASSET_BASE_MARKER, assetBase);
}
