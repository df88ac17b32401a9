// Runs the public remote on its own (webpack --mode development, then open dist/index.html through
// the BFF at /remotes/public/). A hash router keeps it working under any path; the host is the real
// application.
import '@comarketing/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { Toaster } from '@comarketing/ui';
import LandingPage from './routes/landing-page';
import SignInPage from './routes/sign-in-page';
import SignUpPage from './routes/sign-up-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <HashRouter>
        <main id="main-content">
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="/sign-up" element={<SignUpPage />} />
            <Route path="*" element={<p>Standalone public remote: this route lives in the host.</p>} />
          </Routes>
        </main>
      </HashRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
