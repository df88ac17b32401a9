import { startTransition, StrictMode } from 'react';
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
import { handOverServerHead, takeOverServerRenderedPage } from './federation/server-rendered-page';
import { carryTypedInput } from './federation/typed-input';
import { carryEarlyClicks } from './federation/early-clicks';

installGlobalErrorHandlers();
// For a Back on a public page served without the app later in this tab (platform-registry page-in-tab).
notePageShownInTab();
startFederation(RemoteUnavailable);

// The one store of the application; remotes reach it through react-redux (a shared singleton).
const store = createAppStore();

async function start(): Promise<void> {
  // A tap on the server's page while the app loads is given again to React's same button.
  carryEarlyClicks(document.getElementById('root')!);
  // A page the server rendered stays on screen until React can show the same page (no spinner).
  const serverRendered = await takeOverServerRenderedPage(store, { signedInChrome: preloadSignedInLayout });

  preloadPagesOnIntent();
  const root = document.getElementById('root')!;
  // What the visitor typed into the server's page while the app loaded goes into React's fields.
  carryTypedInput(root);
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <Provider store={store}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
          <ToastOutlet />
        </Provider>
      </AppErrorBoundary>
    </StrictMode>
  );
  const reactRoot = createRoot(root);
  // The server's page is on screen and readable: React renders the same one in slices that let the
  // browser answer taps in between (a transition yields every few milliseconds), instead of one
  // long task, and swaps it in when done. Without one there is nothing to keep: render at once.
  if (serverRendered) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
  // The routes render the title and description from now on; the server's give way once they do.
  handOverServerHead();
}

void start();
