import { type ComponentType } from 'react';
import { type REMOTES } from '@comarketing/platform-registry';
import DashboardPage from './routes/dashboard-page';
import PartnerMatchesPage from './routes/partner-matches-page';
import WelcomePage from './routes/welcome-page';

export type OwnerPageId = keyof (typeof REMOTES)['owner']['pages'];

/**
 * The owner's pages the server renders with their data, by registry id: the ones opened first and
 * most (the welcome page at '/', the dashboard after sign-in, the partner matches an e-mail links
 * to). The others are rendered by the app in the browser, as before.
 */
export const SERVER_RENDERED_PAGES = {
  welcome: WelcomePage,
  dashboard: DashboardPage,
  partnerMatches: PartnerMatchesPage,
} satisfies Partial<Record<OwnerPageId, ComponentType>>;
