import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { createAppStore } from '@comarketing/api';
import { Toaster } from '@comarketing/ui/toaster';
import { App } from '../app/app';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/** The host as bootstrap.tsx mounts it, on a memory router at `route`. */
export function renderApp(route = '/') {
  const store = createAppStore();
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <App />
        <CurrentLocation />
      </MemoryRouter>
      <Toaster />
    </Provider>,
  );
  return { store, ...utils };
}
