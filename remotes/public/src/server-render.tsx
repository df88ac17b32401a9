// The server entry of the public remote (built by tools/webpack/server-render.config.js into
// dist-server/render.js): the BFF renders a visitor's public page to HTML with it, with the same
// components the browser runs, so the page is readable before (and without) JavaScript and the
// host's first render replaces it with identical markup. What a page needs for that render is
// decided here too (preparePage), so the BFF knows no page's data: the contract between the two is
// libs/contracts/src/web/server-render.ts.
import { type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { api, createAppStore, upsertRenderedEntries } from '@comarketing/api';
import { type ServerRenderInput } from '@comarketing/contracts';
import { VisitorFrame } from '@comarketing/ui';
import { IslandServerRenderProvider, type IslandServerRender } from './islands/island';
import { PUBLIC_PAGES } from './public-pages';
import { VISITOR_SESSION } from './prepare-page';

export { preparePage } from './prepare-page';

/** What the server build puts before asset URLs (tools/webpack/server-render.config.js). */
const ASSET_BASE_MARKER = '/__remote_asset_base__/';

/** The page's HTML, or null when this remote has no such page. */
export function renderPage({ pageId, url, pattern, entries, assetBase }: ServerRenderInput): string | null {
  const Page = (PUBLIC_PAGES as Record<string, ComponentType | undefined>)[pageId];
  if (!Page) return null;
  const store = createAppStore();
  // The visitor's session first, also when the BFF prepared nothing (an older BFF, a failed prepare).
  store.dispatch(upsertRenderedEntries([VISITOR_SESSION, ...entries]));
  let islands = 0;
  // Each island is rendered on its own, as the browser hydrates it (islands/island.tsx).
  const islandRender: IslandServerRender = {
    render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
    nextPrefix: (name) => `${name}-${(islands += 1)}-`,
  };
  let html: string;
  try {
    html = renderToString(
      <IslandServerRenderProvider value={islandRender}>
        <Provider store={store}>
          <StaticRouter location={url}>
            <VisitorFrame>
              <Routes>
                <Route path={pattern} element={<Page />} />
              </Routes>
            </VisitorFrame>
          </StaticRouter>
        </Provider>
      </IslandServerRenderProvider>,
    );
  } finally {
    // Entries nobody subscribes to are dropped after keepUnusedDataFor by a timer per entry; the
    // reset clears them, so a rendered page's store is garbage at once and holds the process open for nothing.
    store.dispatch(api.util.resetApiState());
  }
  return html.replaceAll(ASSET_BASE_MARKER, assetBase);
}
