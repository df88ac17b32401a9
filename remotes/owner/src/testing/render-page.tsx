import { type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { type AppStore, createAppStore } from '@comarketing/api';
import { Toaster } from '@comarketing/ui/toaster';

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/**
 * Renders a page as the host would: one store, a router, the toaster; the current path is visible.
 * `before` prepares the store first (the answers a server render left for the app, say).
 */
export function renderPage(page: ReactElement, { route = '/', before }: { route?: string; before?: (store: AppStore) => void } = {}) {
  const store = createAppStore();
  before?.(store);
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="*" element={page} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, ...utils };
}
