// Runs the owner remote on its own (webpack --mode development, then open dist/index.html through
// the BFF at /remotes/owner/ after signing in via the host: same origin, same session cookie). A
// hash router keeps it working under any path; the host is the real application.
import '@comarketing/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { Toaster } from '@comarketing/ui/toaster';
import DashboardPage from './routes/dashboard-page';
import WelcomePage from './routes/welcome-page';
import NotificationsPage from './routes/notifications-page';
import BusinessProfilePage from './routes/business-profile-page';
import SettingsPage from './routes/settings-page';
import MarketingRequestPage from './routes/marketing-request-page';
import PartnerMatchesPage from './routes/partner-matches-page';
import CampaignsPage from './routes/campaigns-page';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <HashRouter>
        <main id="main-content">
          <Routes>
            <Route path="/" element={<WelcomePage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/notifications" element={<NotificationsPage />} />
            <Route path="/business-profile" element={<BusinessProfilePage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/co-marketing-request" element={<MarketingRequestPage />} />
            <Route path="/partner-matches/:requestId?" element={<PartnerMatchesPage />} />
            <Route path="/campaigns/:campaignId?" element={<CampaignsPage />} />
            <Route path="*" element={<p>Standalone owner remote: this route lives in the host.</p>} />
          </Routes>
        </main>
      </HashRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
