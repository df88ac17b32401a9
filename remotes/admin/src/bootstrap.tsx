// Runs the admin remote on its own (webpack --mode development, then open dist/index.html through
// the BFF at /remotes/admin/ after signing in via the host). The host is the real application.
import '@comarketing/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { PAGES } from '@comarketing/platform-registry';
import { Toaster } from '@comarketing/ui/toaster';
import AdminLoginPage from './routes/admin-login-page';
import AdminPanelPage from './routes/admin-panel-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <HashRouter>
        <Routes>
          {PAGES.adminLogin.paths.map((path) => (
            <Route key={path} path={path} element={<AdminLoginPage />} />
          ))}
          {PAGES.adminPanel.paths.map((path) => (
            <Route key={path} path={path} element={<AdminPanelPage />} />
          ))}
          <Route path="*" element={<AdminPanelPage />} />
        </Routes>
      </HashRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
