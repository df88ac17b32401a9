// Runs the owner remote on its own (webpack --mode development, then open dist/index.html through
// the BFF at /remotes/owner/ after signing in via the host: same origin, same session cookie). A
// hash router keeps it working under any path; the host is the real application.
import '@comarketing/ui/styles.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { REMOTES } from '@comarketing/platform-registry';
import { Toaster } from '@comarketing/ui/toaster';
import DashboardPage from './routes/dashboard-page';
import WelcomePage from './routes/welcome-page';
import NotificationsPage from './routes/notifications-page';
import BusinessProfilePage from './routes/business-profile-page';
import SettingsPage from './routes/settings-page';
import MarketingRequestPage from './routes/marketing-request-page';
import PartnerMatchesPage from './routes/partner-matches-page';
import CampaignsPage from './routes/campaigns-page';

// Every page of this remote in the registry, at the registry's paths (a page added there cannot be
// forgotten here: the compiler checks the map).
const OWNER_PAGES: Record<keyof (typeof REMOTES)['owner']['pages'], ComponentType> = {
  welcome: WelcomePage,
  dashboard: DashboardPage,
  notifications: NotificationsPage,
  businessProfile: BusinessProfilePage,
  settings: SettingsPage,
  marketingRequest: MarketingRequestPage,
  partnerMatches: PartnerMatchesPage,
  campaigns: CampaignsPage,
};

const routes = Object.entries(REMOTES.owner.pages).flatMap(([id, page]) => {
  const Page = OWNER_PAGES[id as keyof typeof OWNER_PAGES];
  return page.paths.map((path) => <Route key={path} path={path} element={<Page />} />);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <HashRouter>
        <main id="main-content">
          <Routes>
            {routes}
            <Route path="*" element={<p>Standalone owner remote: this route lives in the host.</p>} />
          </Routes>
        </main>
      </HashRouter>
      <Toaster />
    </Provider>
  </StrictMode>,
);
