// The server entry of the owner remote (built by tools/webpack/server-render.config.js into
// dist-server/render.js): the BFF renders a signed-in owner's page to HTML with it, in the same
// frame and with the same components the host and this remote run in the browser, with the owner's
// data read through the BFF's API as them (prepareSignedInPage). The host's first render then
// shows the same page from the same answers. The contract is libs/contracts/src/web/server-render.ts.
import { type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { api, createAppStore, upsertRenderedEntries, useSessionUser, useUnreadCounts } from '@comarketing/api';
import { type AuthUser, type ServerRenderInput, SIGN_OUT_TEXT } from '@comarketing/contracts';
import { SignedInFrame } from '@comarketing/ui/signed-in-frame';
import { SERVER_RENDERED_PAGES } from './server-rendered-pages';

export { prepareSignedInPage } from './prepare-signed-in-page';

/** What the server build puts before asset URLs (tools/webpack/server-render.config.js). */
const ASSET_BASE_MARKER = '/__remote_asset_base__/';

/** Signing out needs the app: until it has taken over, the menu offers it as the app will. */
const SIGN_OUT_BEFORE_THE_APP = { onSignOut: () => undefined, pending: false, label: SIGN_OUT_TEXT.signOut };

function Frame({ user, children }: { user: AuthUser; children: ReactNode }) {
  const counts = useUnreadCounts();
  return (
    <SignedInFrame user={user} counts={counts} signOut={SIGN_OUT_BEFORE_THE_APP}>
      {children}
    </SignedInFrame>
  );
}

function SignedInPage({ pattern, children }: { pattern: string; children: ReactNode }) {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Frame user={user}>
      <Routes>
        <Route path={pattern} element={children} />
      </Routes>
    </Frame>
  );
}

/** The page's HTML in the signed-in frame, or null when this remote renders it in the browser only (or the session is not among the entries). */
export function renderPage({ pageId, url, pattern, entries, assetBase }: ServerRenderInput): string | null {
  const Page = (SERVER_RENDERED_PAGES as Record<string, ComponentType | undefined>)[pageId];
  if (!Page) return null;
  const store = createAppStore();
  store.dispatch(upsertRenderedEntries(entries));
  let html: string;
  try {
    html = renderToString(
      <Provider store={store}>
        <StaticRouter location={url}>
          <SignedInPage pattern={pattern}>
            <Page />
          </SignedInPage>
        </StaticRouter>
      </Provider>,
    );
  } finally {
    // A rendered page's store is garbage at once: no entry's keepUnusedDataFor timer holds it.
    store.dispatch(api.util.resetApiState());
  }
  return html === '' ? null : html.replaceAll(ASSET_BASE_MARKER, assetBase);
}
