// The owner remote: the signed-in dashboard, welcome, notifications, business-profile, settings,
// marketing-request, partner-matches and campaigns pages, exposed to the host through module federation
// (remoteEntry.js + mf-manifest.json). `webpack --mode development` also emits a standalone page
// (src/bootstrap.tsx) for working on the remote alone, and a server build renders its most opened
// pages for the BFF.
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');
const { serverRenderConfig } = require('../../tools/webpack/server-render.config');

module.exports = (_env, argv) => [
  federatedAppConfig(
    {
      dir: __dirname,
      name: 'owner',
      kind: 'remote',
      exposes: {
        './DashboardPage': './src/routes/dashboard-page.tsx',
        './WelcomePage': './src/routes/welcome-page.tsx',
        './NotificationsPage': './src/routes/notifications-page.tsx',
        './BusinessProfilePage': './src/routes/business-profile-page.tsx',
        './SettingsPage': './src/routes/settings-page.tsx',
        './MarketingRequestPage': './src/routes/marketing-request-page.tsx',
        './PartnerMatchesPage': './src/routes/partner-matches-page.tsx',
        './CampaignsPage': './src/routes/campaigns-page.tsx',
      },
    },
    { production: argv.mode === 'production' },
  ),
  // The welcome page, the dashboard and the partner matches for the BFF to render to HTML with
  // the owner's data (dist-server/render.js).
  serverRenderConfig({ dir: __dirname, entry: './src/server-render.tsx' }),
];
