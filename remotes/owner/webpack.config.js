// The owner remote: the signed-in dashboard, welcome, notifications, business-profile, settings,
// marketing-request, partner-matches and campaigns pages, exposed to the host through module federation
// (remoteEntry.js + mf-manifest.json). `webpack --mode development` also emits a standalone page
// (src/bootstrap.tsx) for working on the remote alone.
const { federatedAppConfig } = require('../../tools/webpack/federated-app.config');

module.exports = (_env, argv) =>
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
  );
