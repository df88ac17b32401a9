// Runs the public remote on its own (webpack --mode development, then open dist/index.html through
// the BFF at /remotes/public/). A hash router keeps it working under any path; the host is the real
// application.
import '@comarketing/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { REMOTES } from '@comarketing/platform-registry';
import { Toaster } from '@comarketing/ui/toaster';
import { PUBLIC_PAGES } from './public-pages';

const routes = Object.entries(REMOTES.public.pages).flatMap(([id, page]) => {
  const Page = PUBLIC_PAGES[id as keyof typeof PUBLIC_PAGES];
  return page.paths.map((path) => <Route key={path} path={path} element={<Page />} />);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <HashRouter>
        <main id="main-content">
          <Routes>
            {routes}
            <Route path="*" element={<p>Standalone public remote: this route lives in the host.</p>} />
          </Routes>
        </main>
      </HashRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
