import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { notePageShownInTab } from '@comarketing/platform-registry';
import { ToastOutlet } from '@comarketing/ui';
import { App, preloadSignedInLayout } from './app/app';
import { AppErrorBoundary } from './app/app-error-boundary';
import { installGlobalErrorHandlers } from './app/global-error-handlers';
import { startFederation } from './federation/federation-runtime';
import { preloadPagesOnIntent } from './federation/preload-on-intent';
import { RemoteUnavailable } from './federation/remote-unavailable';
import { handOverInitialTitle, removeServerHeadTags, takeOverServerRenderedPage } from './federation/server-rendered-page';
import { carryTypedInput } from './federation/typed-input';

installGlobalErrorHandlers();
// For a Back on a public page served without the app later in this tab (platform-registry page-in-tab).
notePageShownInTab();
startFederation(RemoteUnavailable);

// The one store of the application; remotes reach it through react-redux (a shared singleton).
const store = createAppStore();

async function start(): Promise<void> {
  // A page the server rendered stays on screen until React can show the same page (no spinner).
  await takeOverServerRenderedPage(store, { signedInChrome: preloadSignedInLayout });
  // The routes render the description from now on (the title too: see handOverInitialTitle).
  removeServerHeadTags('replaced-by-react');

  preloadPagesOnIntent();
  const root = document.getElementById('root')!;
  // What the visitor typed into the server's page while the app loaded goes into React's fields.
  carryTypedInput(root);
  createRoot(root).render(
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <ToastOutlet />
        </Provider>
      </AppErrorBoundary>
    </StrictMode>,
  );
  handOverInitialTitle();
}

void start();
